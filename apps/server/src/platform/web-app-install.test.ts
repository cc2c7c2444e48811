import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/harness.js';

/** The files that make the built app installable and offline (docs/product.md "The ticket wallet"), as `vite build` lays them out. */
function writeWebBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'engagex-install-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'icons'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>EngageX</title>');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'EngageX', start_url: '/' }));
  writeFileSync(path.join(dist, 'sw.js'), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dist;
}

describe('the installable app', () => {
  const database = useTestDatabase('pglite');
  const dist = writeWebBuild();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await (await database()).build({ SERVE_WEB: 'true', WEB_DIST_DIR: dist });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('sends the manifest as application/manifest+json, revalidated like the shell', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'EngageX' });
  });

  it('never lets a cache keep the service worker, so a deploy reaches every browser at its next visit', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("lets the page load its own manifest and worker, and nobody else's", async () => {
    const shell = await app.inject({ url: '/events/bookings' });
    const policy = String(shell.headers['content-security-policy']);
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toMatch(/worker-src[^;]*(blob:|\*)/);
  });
});
