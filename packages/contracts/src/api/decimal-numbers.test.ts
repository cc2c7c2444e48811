import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZMoneyAmount } from '../credits.js';
import type { SchemaTable } from './define.js';

const API_FOLDER = fileURLToPath(new URL('./', import.meta.url));

/** Every schema table in this folder, as `group.endpoint` → its schemas. */
async function everyEndpoint() {
  const endpoints: [string, SchemaTable[string]][] = [];
  for (const file of readdirSync(API_FOLDER).filter((name) => name.endsWith('.schemas.ts'))) {
    const exports = (await import(`${API_FOLDER}${file}`)) as Record<string, SchemaTable>;
    for (const [table, schemas] of Object.entries(exports))
      for (const [name, endpoint] of Object.entries(schemas)) endpoints.push([`${table}.${name}`, endpoint]);
  }
  return endpoints;
}

/** A field is a number when a plain decimal arrives as one. */
const isNumberField = (field: z.ZodType) =>
  ['0', '1', '12'].some((text) => typeof field.safeParse(text).data === 'number');

const NOT_DECIMAL = [
  '0x12',
  '0b1',
  '0o7',
  ' 12',
  '12 ',
  '',
  ' ',
  '1e1',
  '+12',
  '12abc',
  'Infinity',
  'NaN',
  '.5',
];

/*
 * Decision 049: a number in a query string or a path is written in decimal digits, or the request is refused (400 in
 * the envelope). `z.coerce.number()` took whatever `Number()` does, so `lat=0x12` was 18 and `lat= 18` was 18.
 */
describe('numbers in query strings and paths', () => {
  it('every numeric query and path field of every endpoint refuses what is not decimal', async () => {
    const numeric: string[] = [];
    const accepted: string[] = [];
    for (const [endpoint, schemas] of await everyEndpoint()) {
      for (const part of ['query', 'params'] as const) {
        const schema = schemas[part];
        if (!schema) continue;
        expect(schema, `${endpoint} ${part} is an object`).toBeInstanceOf(z.ZodObject);
        for (const [key, field] of Object.entries(
          (schema as z.ZodObject).shape as Record<string, z.ZodType>,
        )) {
          if (!isNumberField(field)) continue;
          numeric.push(`${endpoint} ${part}.${key}`);
          for (const text of NOT_DECIMAL)
            if (field.safeParse(text).success)
              accepted.push(`${endpoint} ${part}.${key}=${JSON.stringify(text)}`);
          for (const value of [true, false, null, ['1', '2'], {}])
            if (value !== null && field.safeParse(value).success)
              accepted.push(`${endpoint} ${part}.${key}=${JSON.stringify(value)}`);
        }
      }
    }
    expect(numeric).toContain('locationSchemas.reverse query.lat');
    expect(numeric).toContain('locationSchemas.reverse query.lng');
    expect(numeric.length).toBeGreaterThan(10);
    expect(accepted).toEqual([]);
  });

  it('reads decimal digits as the number they write', async () => {
    const { locationSchemas } = await import('./location.schemas.js');
    expect(locationSchemas.reverse.query.parse({ lat: '18.5204', lng: '-73' })).toEqual({
      lat: 18.5204,
      lng: -73,
    });
    expect(locationSchemas.reverse.query.parse({ lat: 0, lng: '007' })).toEqual({ lat: 0, lng: 7 });
    const refused = locationSchemas.reverse.query.safeParse({ lat: '0x12', lng: '1' });
    expect(refused.error?.issues).toMatchObject([
      { path: ['lat'], message: 'Expected a number in decimal digits' },
    ]);
  });

  it('takes an amount of money as a number or decimal digits, nothing else', () => {
    expect(ZMoneyAmount.parse('250.50')).toBe(250.5);
    expect(ZMoneyAmount.parse(300)).toBe(300);
    for (const value of ['0x12', ' 300', '3e2', true, ''])
      expect(ZMoneyAmount.safeParse(value).error?.issues[0]?.message).toBe('Amount must be a number');
  });
});
