import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { signIn, useTestDatabase } from '../../../test/harness.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Decision 078: guessing promo codes is limited per person across every process. Two API instances on one
 * PostgreSQL count one person's wrong codes (checked on one, refused on a booking on the other) through Redis.
 */
describe('two API instances on one PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('share the count of a person’s wrong promo codes through Redis', async () => {
    const db = await database();
    const env = { REDIS_URL, PROMO_GUESSES_PER_10_MINUTES: '3', ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' };
    const a = await db.build(env);
    const b = await db.build(env);
    const admin = await signIn(a, 'admin@engagex.dev');
    const { eventId, slotId } = await createEventWithSlot(a, SERVICE_PREFIXES.events, admin, {
      capacity: 10,
      priceCredits: 10,
    });
    const guesser = await signIn(a, `guesser-${Date.now()}@example.com`);
    const check = (app: typeof a, code: string) =>
      inject(app, ticketingApi.checkPromoCode, {
        realm: 'events',
        session: guesser,
        params: { id: eventId },
        query: { code },
      });
    const statuses = [
      (await check(a, 'WRONG-1')).statusCode,
      (
        await inject(b, bookingsApi.create, {
          realm: 'events',
          session: guesser,
          body: { eventId, slotId, seats: 1, promoCode: 'WRONG-2' },
        })
      ).statusCode,
      (await check(a, 'WRONG-3')).statusCode,
      (await check(b, 'WRONG-4')).statusCode,
      (await check(a, 'WRONG-5')).statusCode,
    ];
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  }, 120_000);
});
