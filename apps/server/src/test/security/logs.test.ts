import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieNames } from '../../platform/auth/session-cookie.js';
import { devIdToken, useTestDatabase } from '../harness.js';
import { bearer, SECRETS } from './sessions.js';

type LogRecord = { level: number; reqId?: string; msg?: string; [field: string]: unknown };

const WARN = 40;

/**
 * What the server logs at its production level (info), captured in memory. The app's own redaction
 * list is deliberately not repeated here: nothing may be logged that would need it.
 */
describe('logs', () => {
  const database = useTestDatabase('pglite');
  const lines: string[] = [];
  let app: FastifyInstance;
  /** Everything secret the scenario below handles; none of it may reach a log line. */
  const secrets: Record<string, string> = { ...SECRETS };

  const records = () => lines.map((line) => JSON.parse(line) as LogRecord);
  const ofRequest = (reqId: string) => records().filter((record) => record.reqId === reqId);

  beforeAll(async () => {
    app = await (await database()).build(SECRETS, {
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
  });

  it('records a failed sign-in with its request id and reason, not the credential', async () => {
    const genuine = await devIdToken(app, 'mallory@gmail.com');
    const [header, payload] = genuine.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    secrets['forged ID token'] = forged;
    secrets['ID token claims'] = payload as string;
    const response = await app.inject({
      method: 'POST',
      url: '/api/main/auth/google',
      headers: { 'x-request-id': 'security-failed-sign-in' },
      payload: { credential: forged },
    });
    expect(response.statusCode).toBe(401);
    const failure = ofRequest('security-failed-sign-in').find((record) => record.level >= WARN);
    expect(failure, 'a warn record of the rejected ID token').toMatchObject({
      reqId: 'security-failed-sign-in',
      msg: expect.stringMatching(/ID token rejected/i),
      reason: expect.any(String),
    });
  });

  it('records an access denial with its request id and who was denied', async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/main/auth/google',
      payload: { credential: await devIdToken(app, 'denied.user@gmail.com') },
    });
    const { token, user } = signedIn.json().data;
    secrets['session token of the denied user'] = token;
    const response = await app.inject({
      method: 'GET',
      url: '/api/employee/encashment/config',
      headers: { ...bearer(token), 'x-request-id': 'security-access-denied' },
    });
    expect(response.statusCode).toBe(403);
    const denial = ofRequest('security-access-denied').find((record) => record.level >= WARN);
    expect(denial, 'a warn record of the 403, naming the user').toBeDefined();
    expect(JSON.stringify(denial)).toContain(user.id);
    expect(JSON.stringify(denial)).toMatch(/FORBIDDEN|denied/i);
  });

  it('records a successful authenticated call, by request id, from arrival to completion', async () => {
    const credential = await devIdToken(app, 'logged.user@gmail.com');
    secrets['successful ID token'] = credential;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/main/auth/google',
      payload: { credential },
    });
    const { token } = signedIn.json().data;
    secrets['session token'] = token;
    for (const cookie of signedIn.cookies) secrets[`cookie ${cookie.name}`] = cookie.value;
    const response = await app.inject({
      method: 'GET',
      url: '/api/main/users/me',
      headers: { ...bearer(token), 'x-request-id': 'security-success' },
    });
    expect(response.statusCode).toBe(200);
    expect(ofRequest('security-success')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'incoming request',
          req: expect.objectContaining({ url: '/api/main/users/me' }),
        }),
        expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } }),
      ]),
    );

    // The jobs service's cookie session, on a read and on a CSRF-checked write.
    const names = cookieNames(app.config);
    const jar = signedIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const csrf = signedIn.cookies.find((cookie) => cookie.name === names.csrf)?.value ?? '';
    await app.inject({ method: 'GET', url: '/api/jobs/job-openings', headers: { cookie: jar } });
    await app.inject({
      method: 'POST',
      url: '/api/jobs/job-applications',
      headers: { cookie: jar, 'x-csrf-token': csrf },
      payload: {},
    });
  });

  it('never writes a token, an ID token, a cookie or a configured secret', () => {
    expect(Object.keys(secrets).length).toBeGreaterThan(8);
    expect(lines.length).toBeGreaterThan(10);
    const everything = lines.join('\n');
    const leaked = Object.entries(secrets)
      .filter(([, value]) => everything.includes(value))
      .map(([what]) => what);
    expect(leaked).toEqual([]);
  });
});
