import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { modulesApi } from '@engagex/contracts/api/modules';
import { probesApi } from '@engagex/contracts/api/probes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../test/api.js';
import { signIn, useTestDatabase } from '../test/harness.js';
import { rememberingCompressor } from './compression.js';

/** A built web app in miniature, laid out as `vite build` writes it, with the precompressed copies beside. */
function writeWebBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'engagex-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    'index.html': `<!doctype html><html><head><title>EngageX</title></head><body>${'<div></div>'.repeat(200)}</body></html>`,
    'assets/app-Abc123.js': `export const answer = ${JSON.stringify('x'.repeat(4000))};`,
    'assets/app-Abc123.css': `body{background:url(./dot-Abc123.svg)}${'p{margin:0}'.repeat(40)}`,
    'assets/inter-Abc123.woff2': 'wOF2',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'sw.js': `self.addEventListener('fetch', () => {});${' '.repeat(300)}`,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    writeFileSync(file, text);
    if (text.length > 200) {
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
  }
  return { dist, files };
}

describe('what the browser receives', () => {
  const database = useTestDatabase('pglite');
  const web = writeWebBuild();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await (await database()).build({ SERVE_WEB: 'true', WEB_DIST_DIR: web.dist });
  });
  afterAll(() => rmSync(web.dist, { recursive: true, force: true }));

  it('sends a hashed script as the brotli copy the build wrote, cached for good, one variant per encoding', async () => {
    const response = await app.inject({
      url: '/assets/app-Abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated, quoted by nobody: no validators, no request id (decisions 081, 093).
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['x-request-id']).toBeUndefined();
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(web.files['assets/app-Abc123.js']);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await app.inject({ url: '/assets/app-Abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/app-Abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.files['assets/app-Abc123.js']);
  });

  it("keeps a document's headers off scripts, but not nosniff; a document and an SVG keep them all", async () => {
    const script = await app.inject({ url: '/assets/app-Abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');

    // A worker takes its policy from its own answer, not its page's: the service worker keeps one.
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.headers['content-security-policy']).toBe("default-src 'self'");
    const svg = await app.inject({ url: '/favicon.svg' });
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");

    const shell = await app.inject({ url: '/events', headers: { 'accept-encoding': 'br' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(brotliDecompressSync(shell.rawPayload).toString()).toBe(web.files['index.html']);
  });

  it('keeps HSTS and Referrer-Policy off a hashed script and font, HSTS only off a style sheet', async () => {
    // The document carries both on every navigation; a style sheet's policy governs the fonts and images it asks
    // for, so it keeps that one (decision 109).
    const script = await app.inject({ url: '/assets/app-Abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['strict-transport-security']).toBeUndefined();
    expect(script.headers['referrer-policy']).toBeUndefined();
    // A module script is read as UTF-8 whatever its charset; RFC 9239's type is the short one.
    expect(script.headers['content-type']).toBe('text/javascript');
    const font = await app.inject({ url: '/assets/inter-Abc123.woff2' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['strict-transport-security']).toBeUndefined();
    expect(font.headers['referrer-policy']).toBeUndefined();
    const sheet = await app.inject({ url: '/assets/app-Abc123.css', headers: { 'accept-encoding': 'br' } });
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers['strict-transport-security']).toBeUndefined();
    expect(sheet.headers['referrer-policy']).toBe('no-referrer');

    // What is not hashed keeps both: the document, and the service worker, whose own policy the header sets.
    for (const url of ['/events', '/sw.js']) {
      const response = await app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=31536000/);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('compresses an API answer above a kilobyte for a browser that accepts it, and only then', async () => {
    const session = await signIn(app);
    const compressed = await inject(app, modulesApi.list, {
      session,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const plain = await inject(app, modulesApi.list, { session });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    const gzip = await inject(app, modulesApi.list, { session, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is: its headers outweigh what compression would save', async () => {
    const response = await inject(app, probesApi.ping, { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressing an answer that repeats', () => {
  it('compresses the same bytes once, and anything else afresh', () => {
    let calls = 0;
    const compress = rememberingCompressor((payload: Buffer) => {
      calls++;
      return gzipSync(payload, { level: 1 });
    }, 2);
    const page = Buffer.from(JSON.stringify({ items: Array(50).fill('the same events page') }));
    const first = compress(page, {});
    expect(compress(Buffer.from(page), {})).toBe(first);
    expect(calls).toBe(1);
    const other = Buffer.from(JSON.stringify({ items: Array(50).fill('another page') }));
    expect(gunzipSync(compress(other, {})).toString()).toBe(other.toString());
    expect(calls).toBe(2);
    // Beyond its size the oldest goes first.
    compress(Buffer.from('a third page'), {});
    compress(page, {});
    expect(calls).toBe(4);
  });

  it('tells apart answers of the same length that differ in one byte', () => {
    let calls = 0;
    const compress = rememberingCompressor((payload: Buffer) => {
      calls++;
      return gzipSync(payload, { level: 1 });
    });
    const mine = Buffer.from(JSON.stringify({ balance: 1234, name: 'Asha' }));
    const yours = Buffer.from(JSON.stringify({ balance: 1235, name: 'Asha' }));
    expect(mine.length).toBe(yours.length);
    expect(gunzipSync(compress(mine, {})).toString()).toBe(mine.toString());
    expect(gunzipSync(compress(yours, {})).toString()).toBe(yours.toString());
    expect(gunzipSync(compress(Buffer.from(mine), {})).toString()).toBe(mine.toString());
    expect(calls).toBe(2);
  });

  it('keeps what it was given, not the caller’s buffer, and no more bytes of them than its bound', () => {
    let calls = 0;
    const compress = rememberingCompressor(
      (payload: Buffer) => {
        calls++;
        return gzipSync(payload, { level: 1 });
      },
      100,
      2048,
    );
    const reused = Buffer.alloc(1024, 'a');
    const first = compress(reused, {});
    // The caller writes its next answer into the same buffer: that is a new answer, not the one remembered.
    reused.fill('b');
    expect(gunzipSync(compress(reused, {})).toString()).toBe('b'.repeat(1024));
    expect(calls).toBe(2);
    expect(compress(Buffer.alloc(1024, 'a'), {})).toBe(first);
    // A third kilobyte is over the 2 KB bound: the oldest ('a') goes.
    compress(Buffer.alloc(1024, 'c'), {});
    compress(Buffer.alloc(1024, 'a'), {});
    expect(calls).toBe(4);
  });
});
