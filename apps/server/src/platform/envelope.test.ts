import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, responses, reusableAnswer, serializerCompiler } from './envelope.js';

const ZItem = z.object({ id: z.string(), seats: z.number().int() });
const serializerFor = () =>
  serializerCompiler({ schema: responses(ZItem)[200], method: 'GET', url: '/items', httpStatus: '200' });

describe('serializerCompiler', () => {
  it('checks every answer against its contract, and strips what the contract does not name', () => {
    const serialize = serializerFor();
    expect(serialize(ok({ id: 'a', seats: 2, secret: 'x' }))).toBe(
      '{"success":true,"data":{"id":"a","seats":2}}',
    );
    expect(() => serialize(ok({ id: 'a', seats: 'two' }))).toThrow();
  });

  it('writes a reusable answer once per route, and still refuses one that breaks the contract', () => {
    const serialize = serializerFor();
    const answer = reusableAnswer(ok({ id: 'a', seats: 2 }));
    const first = serialize(answer);
    // Written once: a change behind the cache's back does not show (reusable answers are never changed).
    answer.data.seats = 3;
    expect(serialize(answer)).toBe(first);
    expect(serializerFor()(answer)).toBe('{"success":true,"data":{"id":"a","seats":3}}');
    expect(() => serialize(reusableAnswer(ok({ id: 1, seats: 2 })))).toThrow();
  });
});
