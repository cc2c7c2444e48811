import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, useTestDatabase } from '../harness.js';
import { concreteUrl, exampleParams, routeKey, routesOf } from './route-table.js';
import { SECRETS, type Session } from './sessions.js';

/** A stand-in web build: the shell and one hashed asset. */
const webDir = mkdtempSync(path.join(tmpdir(), 'engagex-web-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>EngageX</title>');
writeFileSync(path.join(webDir, 'assets', 'app-3f2a9c1b.js'), 'console.log(1)');

describe("a user's own data is never cached", () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    const db = await database();
    app = await db.build({ ...SECRETS, SERVE_WEB: 'true', WEB_DIST_DIR: webDir });
    admin = await signIn(app, 'admin@engagex.dev');
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: method as InjectOptions['method'], url, headers });

  it('answers every route that is not public with Cache-Control: no-store, signed in or not', async () => {
    // CORS preflights (`OPTIONS *`) carry no data.
    const routes = routesOf(app).filter((route) => route.auth !== 'public' && route.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const route of routes) {
      const url = concreteUrl(route, exampleParams(route));
      for (const headers of [admin.headers, {}]) {
        const answer = await call(route.method, url, headers);
        if (answer.headers['cache-control'] !== 'no-store')
          missing.push(`${routeKey(route)} ${answer.statusCode}: ${answer.headers['cache-control']}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('also answers a public route called by a signed-in user with no-store, and leaves it alone otherwise', async () => {
    expect((await call('GET', '/api/events/events', admin.headers)).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await call('GET', '/api/module/ping')).headers['cache-control']).toBeUndefined();
  });

  it('keeps the hashed assets cached for a year and the shell revalidated', async () => {
    const asset = await call('GET', '/assets/app-3f2a9c1b.js', admin.headers);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await call('GET', '/', admin.headers)).headers['cache-control']).toBe('no-cache');
  });
});
