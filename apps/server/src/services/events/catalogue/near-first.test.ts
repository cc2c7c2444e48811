// "Near me" (decision 053): events in the reader's district first, then in the districts bordering it, then the
// rest by distance; and which districts hold events, for the district picker.

import { SERVICE_PREFIXES, type TEvent } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('events near the reader on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  const realm = 'events';

  beforeAll(async () => {
    db = await database();
    app = await db.build({});
    admin = await signIn(app, 'admin@engagex.dev');
  });

  /** A published event in `districtId`, starting `days` from now. */
  async function eventIn(districtId: string, days: number) {
    const { eventId } = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 5,
      priceCredits: 0,
      startsInHours: days * 24,
    });
    await db.db.updateTable('events').set({ district_id: districtId }).where('id', '=', eventId).execute();
    return eventId;
  }

  it('ranks Kolhapur’s events first, then its neighbours’, then the rest nearest first, narrowing nothing', async () => {
    const tag = `near-${kind}-${Date.now().toString(36)}`;
    // Earliest first by date: the far one, then Pune, then a neighbour (Sangli), then Kolhapur itself.
    const far = await eventIn('kolkata', 2);
    const pune = await eventIn('pune', 3);
    const sangli = await eventIn('sangli', 4);
    const kolhapur = await eventIn('kolhapur', 5);
    const ids = [far, pune, sangli, kolhapur];
    await db.db.updateTable('events').set({ description: tag }).where('id', 'in', ids).execute();

    const plain = await inject(app, eventsApi.list, { realm, session: admin, query: { q: tag } });
    expect(plain.json().data.items.map((event: TEvent) => event.id)).toEqual(ids);
    const near = await inject(app, eventsApi.list, {
      realm,
      session: admin,
      query: { q: tag, near: 'kolhapur' },
    });
    expect(near.statusCode).toBe(200);
    expect(near.json().data.total).toBe(4);
    expect(near.json().data.items.map((event: TEvent) => event.id)).toEqual([kolhapur, sangli, pune, far]);
    // Pages follow the same order.
    const second = await inject(app, eventsApi.list, {
      realm,
      session: admin,
      query: { q: tag, near: 'kolhapur', limit: 2, page: 2 },
    });
    expect(second.json().data.items.map((event: TEvent) => event.id)).toEqual([pune, far]);

    const bad = await inject(app, eventsApi.list, {
      realm,
      session: admin,
      query: { near: offContract("kolhapur'--") },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    // A district nobody knows orders nothing.
    const unknown = await inject(app, eventsApi.list, {
      realm,
      session: admin,
      query: { q: tag, near: 'atlantis' },
    });
    expect(unknown.json().data.items.map((event: TEvent) => event.id)).toEqual(ids);
  });

  it('counts the events still to come in each district, published ones only', async () => {
    const before = new Map(
      (await inject(app, eventsApi.districtEvents, { realm, session: admin }))
        .json()
        .data.map((row: { districtId: string; events: number }) => [row.districtId, row.events]),
    );
    await eventIn('sindhudurg', 6);
    const draft = await eventIn('sindhudurg', 7);
    await db.db.updateTable('events').set({ status: 'draft' }).where('id', '=', draft).execute();
    const after = await inject(app, eventsApi.districtEvents, { realm, session: admin });
    expect(after.statusCode).toBe(200);
    const counts = new Map<string, number>(
      after.json().data.map((row: { districtId: string; events: number }) => [row.districtId, row.events]),
    );
    expect(counts.get('sindhudurg')).toBe(((before.get('sindhudurg') as number | undefined) ?? 0) + 1);
    expect([...counts.values()].every((count) => count > 0)).toBe(true);
    expect(counts.has('kolhapur')).toBe(true);
  });
});
