/**
 * The booking widget's public read (decision 097): a published event some site may frame answers anyone with the
 * event page's public part and nothing more; every other id answers one identical 404.
 */
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { embedApi } from '@engagex/contracts/api/embed';
import { eventsApi } from '@engagex/contracts/api/events';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { type Session, signIn } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { useSuite } from '../../../test/suite.js';

const realm = 'events';
const FESTIVAL = 'https://festival.example';

/** Every field the answer may carry, at every level: a new one must be added here on purpose. */
const EVENT_KEYS = [
  'capacity',
  'description',
  'descriptionHi',
  'district',
  'endsAt',
  'eventType',
  'feeIfNotSelected',
  'feePerAdditionalContestant',
  'id',
  'imageHue',
  'isCompetition',
  'maxGroupSize',
  'parentId',
  'priceCredits',
  'priceInr',
  'realm',
  'registrationFeeCredits',
  'roundNumber',
  'seatsAvailable',
  'shows',
  'startsAt',
  'status',
  'tags',
  'taxCategory',
  'timeZone',
  'title',
  'titleHi',
  'venue',
];
const SLOT_KEYS = [
  'capacity',
  'endsAt',
  'eventId',
  'id',
  'seatsAvailable',
  'seatsTaken',
  'startsAt',
  'ticketTypes',
  'waitlist',
];
const TYPE_KEYS = [
  'description',
  'displayOrder',
  'eventId',
  'hidden',
  'id',
  'maxPerBooking',
  'name',
  'nameHi',
  'onSale',
  'priceCredits',
  'quotaPerShow',
  'salesEndAt',
  'salesStartAt',
];
const keys = (value: object) => Object.keys(value).sort();

describe('the booking widget’s public read', () => {
  const suite = useSuite('pglite', {
    cast: async (app) => ({
      organiser: await signInOrganiser(app, 'widget-read-organiser@example.com'),
      visitor: await signIn(app, 'widget-read-visitor@example.com'),
    }),
  });

  const newEvent = async () =>
    (
      await createEventWithSlot(suite.app, SERVICE_PREFIXES.events, suite.organiser, {
        capacity: 5,
        priceCredits: 20,
      })
    ).eventId;
  const list = async (eventId: string, origins: string[]) => {
    const answer = await inject(suite.app, embedApi.set, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
      body: { origins },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const read = (id: string, session: Session | null = null, on: typeof realm | 'cultural-events' = realm) =>
    inject(suite.app, embedApi.publicEvent, { realm: on, session, params: { id } });

  it('shows a listed, published event to anyone: what the event page shows anyone, no more', async () => {
    const eventId = await newEvent();
    const vip = await inject(suite.app, ticketingApi.createTicketType, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
      body: { name: 'VIP', priceCredits: 90 },
    });
    const secret = await inject(suite.app, ticketingApi.createTicketType, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
      body: { name: 'Crew', priceCredits: 0, hidden: true },
    });
    expect([vip.statusCode, secret.statusCode]).toEqual([201, 201]);
    await list(eventId, [FESTIVAL]);

    const answer = await read(eventId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const widget = answer.data();
    expect(keys(widget)).toEqual(['event', 'slots', 'ticketTypes']);
    expect(keys(widget.event)).toEqual(EVENT_KEYS);
    for (const slot of widget.slots) expect(keys(slot)).toEqual(SLOT_KEYS);
    for (const type of widget.ticketTypes) expect(keys(type)).toEqual(TYPE_KEYS);
    expect(widget.ticketTypes.map((type) => [type.name, type.priceCredits])).toContainEqual(['VIP', 90]);
    // The hidden type is for the people who run the event and the holders of a code.
    expect(widget.ticketTypes.map((type) => type.name)).not.toContain('Crew');

    // Exactly what a signed-in visitor reads on the event page (less the questions asked once booking).
    const page = await inject(suite.app, eventsApi.get, {
      realm,
      session: suite.visitor,
      params: { id: eventId },
    });
    const { event, slots, ticketTypes } = page.data();
    expect(widget).toEqual({ event, slots, ticketTypes });
    // And not what its organiser reads: they see the hidden type.
    const organisers = await inject(suite.app, eventsApi.get, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
    });
    expect(organisers.data().ticketTypes.map((type) => type.name)).toContain('Crew');
    // Signed in or not, the same answer: nothing in it is the reader's.
    expect((await read(eventId, suite.organiser)).data()).toEqual(widget);
  });

  it('answers one identical 404 for a draft, an unlisted, a cancelled, an unknown and a malformed event', async () => {
    const unlisted = await newEvent();
    const emptied = await newEvent();
    await list(emptied, [FESTIVAL]);
    await list(emptied, []);
    const draft = await newEvent();
    await list(draft, [FESTIVAL]);
    const drafted = await inject(suite.app, eventsApi.update, {
      realm,
      session: suite.organiser,
      params: { id: draft },
      body: { status: 'draft' },
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const cancelled = await newEvent();
    await list(cancelled, [FESTIVAL]);
    const cancel = await inject(suite.app, eventsApi.cancel, {
      realm,
      session: suite.organiser,
      params: { id: cancelled },
      body: { reason: 'Venue closed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const listed = await newEvent();
    await list(listed, [FESTIVAL]);

    const answers = [
      await read(unlisted),
      await read(emptied),
      await read(draft),
      // Its own organiser, signed in, gets no more from the public read.
      await read(draft, suite.organiser),
      await read(cancelled),
      await read('00000000-0000-4000-8000-000000000000'),
      await read('not-an-event'),
      await read(`${listed.slice(0, -1)}z`),
      // A listed event of the other realm.
      await read(listed, null, 'cultural-events'),
    ];
    const first = answers[0];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toEqual(first?.json());
    }
    expect(first?.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await read(listed)).statusCode).toBe(200);
  });

  it('limits how often one address reads it', async () => {
    const eventId = await newEvent();
    await list(eventId, [FESTIVAL]);
    const codes = new Set<number>();
    for (let i = 0; i < 125; i++) codes.add((await read(eventId)).statusCode);
    expect([...codes].sort()).toEqual([200, 429]);
  });
});
