import { randomUUID } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { DATABASE_KINDS, signIn, type TestDatabase, useTestDatabase } from '../harness.js';
import { concreteUrl, routeKey, routesOf } from './route-table.js';
import { SECRETS, type Session } from './sessions.js';

const REALM_PREFIXES = [SERVICE_PREFIXES.events, SERVICE_PREFIXES.culturalEvents];

/** The organisers' drafts of one realm, and the published event around them. */
type Drafts = {
  draft: string;
  draftParent: string;
  parent: string;
  venue: string;
  title: string;
  type: string;
};

/**
 * How a route is asked about the drafts: its path parameters and query. Every `:id` is the draft unless named
 * here, so a route added later is probed with the draft's id without an entry; routes whose ids name something
 * else (a venue, a district, a parent) say so.
 */
type Probe = { params?: (d: Drafts) => Record<string, string>; query?: (d: Drafts) => string };
const PROBES: Record<string, Probe[]> = {
  'GET /events': [{ query: () => '?limit=100' }, { query: () => '?limit=100&status=draft' }],
  'GET /events/by-type': [{ query: (d) => `?eventType=${d.type}` }],
  'GET /events/adjacent-districts': [{ query: () => '?districtId=pune' }],
  'GET /events/parent/:id': [
    { params: (d) => ({ id: d.parent }) },
    { params: (d) => ({ id: d.draftParent }) },
  ],
  'GET /events/parent/:id/rounds': [
    { params: (d) => ({ id: d.parent }) },
    { params: (d) => ({ id: d.draftParent }) },
  ],
  'GET /districts/:id': [{ params: () => ({ id: 'pune' }) }],
  'GET /districts/by-state/:state': [{ params: () => ({ state: 'Maharashtra' }) }],
  'GET /venues/:id': [{ params: (d) => ({ id: d.venue }) }],
  'GET /venues/by-district/:id': [{ params: () => ({ id: 'pune' }) }],
  'GET /venues/:id/availability': [
    {
      params: (d) => ({ id: d.venue }),
      query: () => `?startDate=${new Date().toISOString().slice(0, 10)}&endDate=2999-12-31`,
    },
  ],
  'GET /bookings': [{ query: () => '?limit=100' }],
  'GET /contestants': [{ query: () => '?limit=100' }],
};

/** Routes that return event data and are not reads: each one is sent and must not act on a draft. */
const WRITES_ABOUT_AN_EVENT: Record<string, Record<string, unknown>> = {
  'POST /events/:id/share': { platform: 'whatsapp' },
};

describe.each(DATABASE_KINDS)('drafts are invisible to everyone but organisers on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let routes: RouteEntry[];
  let admin: Session;
  let viewers: { name: string; session: Session }[];
  const drafts = new Map<string, Drafts>();

  beforeAll(async () => {
    db = await database();
    app = await db.build(SECRETS);
    routes = routesOf(app);
    admin = await signIn(app, 'admin@engagex.dev');
    viewers = [
      { name: 'user', session: await signIn(app, `draft.viewer.${kind}@gmail.com`) },
      { name: 'employee', session: await signIn(app, `draft.staff.${kind}@engagex.dev`) },
    ];
    const venue = (
      await app.inject({
        method: 'GET',
        url: `${SERVICE_PREFIXES.events}/venues/by-district/pune`,
        headers: admin.headers,
      })
    ).json().data[0].id as string;
    for (const prefix of REALM_PREFIXES) {
      const startsAt = new Date(Date.now() + 40 * 86_400_000);
      const create = async (input: Record<string, unknown>) => {
        const response = await app.inject({
          method: 'POST',
          url: `${prefix}/events`,
          headers: admin.headers,
          payload: {
            description: 'Made by the draft visibility suite.',
            eventType: 'music',
            districtId: 'pune',
            startsAt: startsAt.toISOString(),
            endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
            priceCredits: 10,
            status: 'published',
            ...input,
          },
        });
        if (response.statusCode !== 201) throw new Error(response.body);
        return response.json().data.event.id as string;
      };
      const tag = randomUUID().slice(0, 8);
      const title = `Secret draft ${tag}`;
      const type = `drafttype${tag}`;
      const parent = await create({ title: `Published parent ${tag}`, venueId: venue });
      const draft = await create({
        title,
        eventType: type,
        venueId: venue,
        status: 'draft',
        parentId: parent,
        roundNumber: 1,
        isCompetition: true,
        registrationFeeCredits: 50,
        maxGroupSize: 2,
      });
      const draftParent = await create({ title: `${title} parent`, eventType: type, status: 'draft' });
      const slot = await app.inject({
        method: 'POST',
        url: `${prefix}/events/${draft}/slots`,
        headers: admin.headers,
        payload: {
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3600_000).toISOString(),
          capacity: 10,
        },
      });
      if (slot.statusCode !== 201) throw new Error(slot.body);
      drafts.set(prefix, { draft, draftParent, parent, venue, title, type });
    }
  }, 60_000);

  /** The routes of a realm that can carry event data: every read, and the writes listed above. */
  const eventRoutes = (prefix: string) =>
    routes
      .filter((route) => route.url.startsWith(`${prefix}/`))
      .filter((route) => {
        const key = routeKey({ method: route.method, url: route.url.slice(prefix.length) });
        return route.method === 'GET' || key in WRITES_ABOUT_AN_EVENT;
      });

  async function ask(session: Session, prefix: string, route: RouteEntry, probe: Probe, d: Drafts) {
    const params = Object.fromEntries(
      [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => [match[1] as string, d.draft]),
    );
    const url = concreteUrl(route, { ...params, ...(probe.params?.(d) ?? {}) }) + (probe.query?.(d) ?? '');
    const body =
      WRITES_ABOUT_AN_EVENT[routeKey({ method: route.method, url: route.url.slice(prefix.length) })];
    return app.inject({
      method: route.method as NonNullable<InjectOptions['method']>,
      url,
      headers: session.headers,
      ...(body ? { payload: body } : {}),
    });
  }

  it('has a probe for every route it names, and every route of the event services is probed', () => {
    for (const prefix of REALM_PREFIXES) {
      const keys = new Set(
        eventRoutes(prefix).map((route) =>
          routeKey({ method: route.method, url: route.url.slice(prefix.length) }),
        ),
      );
      expect(keys.size).toBeGreaterThan(20);
      for (const key of [...Object.keys(PROBES), ...Object.keys(WRITES_ABOUT_AN_EVENT)])
        expect(keys).toContain(key);
    }
  });

  it.each(REALM_PREFIXES)('%s: no route shows a draft to a user or an employee', async (prefix) => {
    const d = drafts.get(prefix) as Drafts;
    const leaks: string[] = [];
    for (const route of eventRoutes(prefix)) {
      const key = routeKey({ method: route.method, url: route.url.slice(prefix.length) });
      for (const probe of PROBES[key] ?? [{}]) {
        for (const { name, session } of viewers) {
          const response = await ask(session, prefix, route, probe, d);
          if (response.statusCode >= 500) leaks.push(`${name} ${key}: ${response.statusCode}`);
          for (const secret of [d.draft, d.draftParent, d.title, d.type]) {
            if (response.body.includes(secret)) leaks.push(`${name} ${key} shows ${secret}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it.each(REALM_PREFIXES)(
    '%s: organisers still see their drafts (the probes can see a leak)',
    async (prefix) => {
      const d = drafts.get(prefix) as Drafts;
      const seen = async (key: string, probe: Probe = {}) => {
        const route = eventRoutes(prefix).find(
          (entry) => routeKey({ method: entry.method, url: entry.url.slice(prefix.length) }) === key,
        ) as RouteEntry;
        return (await ask(admin, prefix, route, probe, d)).body.includes(d.draft);
      };
      expect(await seen('GET /events/:id')).toBe(true);
      expect(await seen('GET /events/:id/stats')).toBe(true);
      expect(await seen('GET /events', { query: () => '?limit=100&status=draft' })).toBe(true);
      expect(
        await seen('GET /venues/:id/availability', (PROBES['GET /venues/:id/availability'] as Probe[])[0]),
      ).toBe(true);
    },
  );
});
