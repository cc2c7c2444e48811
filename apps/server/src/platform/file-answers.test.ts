import { Readable } from 'node:stream';
import { defineApi } from '@engagex/contracts/api/define';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import docsPlugin from './docs.js';
import { attachment, registerEndpoints, sendFile } from './endpoints.js';
import { serializerCompiler } from './envelope.js';
import { AppError, installErrorHandling } from './errors.js';

/** A table with file answers, registered on a bare app with the platform's compilers, errors and docs. */
const schemas = {
  rows: { query: z.object({ n: z.coerce.number().int().min(0).max(5) }), response: z.string() },
  calendar: { response: z.string() },
  pdf: { response: z.string() },
  refused: { response: z.string() },
  plain: { response: z.object({ ok: z.boolean() }) },
};
const testApi = defineApi<typeof schemas>()('fileTest', 'main', async () => schemas, {
  rows: { method: 'GET', path: '/file-test/rows', access: 'public', file: 'text/csv' },
  calendar: { method: 'GET', path: '/file-test/calendar', access: 'public', file: 'text/calendar' },
  pdf: { method: 'GET', path: '/file-test/invoice.pdf', access: 'public', file: 'application/pdf' },
  refused: { method: 'GET', path: '/file-test/refused', access: 'public', file: 'text/csv' },
  plain: { method: 'GET', path: '/file-test/plain', access: 'public' },
});

/** Bytes that are not UTF-8 (a PDF's binary marker line): they must arrive unchanged. */
const PDF_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.3\n%'),
  Buffer.from([0xff, 0xfe, 0x00, 0x80]),
  Buffer.from('\n'),
]);

describe('file answers in the endpoint table (decision 040)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app, { serveAppShell: false });
    await app.register(docsPlugin);
    registerEndpoints(
      app,
      testApi,
      schemas,
      {
        rows: async (request, reply) =>
          sendFile(
            reply,
            testApi.rows,
            'rows.csv',
            Readable.from(Array.from({ length: request.query.n }, (_, i) => `row ${i}\r\n`)),
          ),
        calendar: async (_request, reply) =>
          sendFile(reply, testApi.calendar, 'Café night.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
        pdf: async (_request, reply) =>
          sendFile(reply, testApi.pdf, 'invoice-IN-26-27-000001.pdf', PDF_BYTES),
        refused: async () => {
          throw new AppError('FORBIDDEN', 'Only organisers may export');
        },
        plain: async (_request, reply) => reply.send({ success: true, data: { ok: true } }),
      },
      { tags: ['test'] },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('streams the file with its media type, as an attachment that is not cached', async () => {
    const answer = await app.inject({ method: 'GET', url: '/file-test/rows?n=3' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="rows.csv"; filename*=UTF-8''rows.csv`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toBe('row 0\r\nrow 1\r\nrow 2\r\n');
  });

  it('sends a string as it is, with a name outside ASCII kept in the RFC 5987 form', async () => {
    const answer = await app.inject({ method: 'GET', url: '/file-test/calendar' });
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Caf_ night.ics"; filename*=UTF-8''Caf%C3%A9%20night.ics`,
    );
    expect(answer.body).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('sends bytes as they are, as a binary attachment with no charset (decision 079)', async () => {
    const answer = await app.inject({ method: 'GET', url: '/file-test/invoice.pdf' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="invoice-IN-26-27-000001.pdf"; filename*=UTF-8''invoice-IN-26-27-000001.pdf`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.equals(PDF_BYTES)).toBe(true);
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/file-test/invoice.pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
  });

  it('answers bad input and refusals with the JSON error envelope', async () => {
    const invalid = await app.inject({ method: 'GET', url: '/file-test/rows?n=9' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['content-type']).toMatch(/^application\/json/);
    expect(invalid.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const refused = await app.inject({ method: 'GET', url: '/file-test/refused' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: 'Only organisers may export',
    });
  });

  it('describes the success as the file in the API docs, and the errors as the envelope', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const rows = doc.paths['/file-test/rows'].get.responses;
    expect(Object.keys(rows['200'].content)).toEqual(['text/csv']);
    expect(rows['200'].content['text/csv'].schema).toEqual({ type: 'string' });
    expect(Object.keys(rows['403'].content)).toEqual(['application/json']);
    const plain = doc.paths['/file-test/plain'].get.responses;
    expect(Object.keys(plain['200'].content)).toEqual(['application/json']);
  });

  it('refuses to send a file for an endpoint that answers the envelope', () => {
    expect(() => sendFile({} as never, testApi.plain, 'x.csv', '')).toThrow(/does not answer a file/);
  });

  it('keeps quotes and characters RFC 5987 does not allow out of the header', () => {
    expect(attachment(`a "b" (c)'s.csv`)).toBe(
      `attachment; filename="a _b_ (c)'s.csv"; filename*=UTF-8''a%20%22b%22%20%28c%29%27s.csv`,
    );
  });
});
