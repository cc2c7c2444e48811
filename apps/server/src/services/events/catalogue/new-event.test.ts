import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, signIn, useTestDatabase } from '../../../test/harness.js';

/** A new event is a draft until its organiser publishes it (it has no slots yet). */
describe.each([SERVICE_PREFIXES.events, SERVICE_PREFIXES.culturalEvents])('a new event on %s', (prefix) => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    app = await (await database()).build();
    admin = await signIn(app, 'admin@engagex.dev');
  });

  it('is a draft when the organiser does not say otherwise, and hidden from the public list', async () => {
    const startsAt = new Date(Date.now() + 30 * 86_400_000);
    const created = await app.inject({
      method: 'POST',
      url: `${prefix}/events`,
      headers: admin.headers,
      payload: {
        title: 'A draft by default',
        description: 'Created without a status by the new-event test.',
        eventType: 'music',
        districtId: 'pune',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    const { event } = created.json().data;
    expect(event.status).toBe('draft');
    const visitor = await signIn(app, 'visitor@example.com');
    const page = await app.inject({
      method: 'GET',
      url: `${prefix}/events/${event.id}`,
      headers: visitor.headers,
    });
    expect(page.statusCode).toBe(404);
  });
});
