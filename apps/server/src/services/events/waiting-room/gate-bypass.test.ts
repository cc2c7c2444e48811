import { API_KEY_SCOPES } from '@engagex/contracts';
import { apiKeysApi } from '@engagex/contracts/api/api-keys';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, inject, offContract } from '../../../test/api.js';
import { EVENT_REALMS } from '../../../test/events.js';
import type { Session } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { useAdminCast } from '../../../test/suite.js';
import { gateCast, placeIn, putRoom } from './gate.fixtures.js';

/**
 * The ways someone might try round the waiting room's gate (decision 080), each refused and changing nothing, in
 * both realms: a role (the event's organiser, an admin), a body or a booking naming an admitted person, an
 * organiser's API key (even its admitted owner's), another person's Idempotency-Key, and a key replayed after the
 * admission ran out, which answers the hold it made and takes no new seat. gate.test.ts proves each path that
 * takes seats refuses and allows; this file, that nobody else's admission and no credential stands in for one's own.
 */
describe.each(EVENT_REALMS)('nothing stands in for an admission in $realm', ({ realm, prefix }) => {
  const suite = useAdminCast('pglite');
  const cast = gateCast(suite, { realm, prefix }, 'bypass');
  const { person, hold, expectRefusedChangingNothing } = cast;

  /** A paid event behind an enabled room, made by `by` (the admin unless told), with a later show to move into. */
  async function roomEvent(by: Session = suite.admin, capacity = 10) {
    const { eventId, slotId } = await cast.event(capacity, 20, by);
    const laterId = await cast.laterShow(eventId, by);
    await putRoom(suite.db.db, eventId);
    return { eventId, slotId, laterId };
  }

  /** The answer for another person's booking: not found, as every record of someone else's (docs/product.md). */
  const expectNotFound = (answer: LightMyRequestResponse) => expect(answer.statusCode, answer.body).toBe(404);

  it("refuses the event's own organiser and an admin: a role is not an admission", async () => {
    const organiser = await signInOrganiser(suite.app, `bypass-organiser-${realm}@example.com`);
    const { eventId, slotId } = await roomEvent(organiser);
    await expectRefusedChangingNothing(eventId, organiser, () =>
      hold(organiser, { eventId, slotId, seats: 1 }),
    );
    await expectRefusedChangingNothing(eventId, suite.admin, () =>
      hold(suite.admin, { eventId, slotId, seats: 1 }),
    );
  });

  it('holds nothing for an admitted person named in the body, and moves or pays nobody else’s booking', async () => {
    const { eventId, slotId, laterId } = await roomEvent();
    const admitted = await person();
    await placeIn(suite.db.db, eventId, admitted.user.id, 'admitted');
    const theirs = await hold(admitted, { eventId, slotId, seats: 1 });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const bookingId = theirs.json().data.id;
    for (const actor of [suite.admin, await person()]) {
      // The body's user is not in the contract: the hold is the caller's own, and the caller is not admitted.
      await expectRefusedChangingNothing(eventId, actor, () =>
        hold(actor, offContract({ eventId, slotId, seats: 1, userId: admitted.user.id })),
      );
      // Moving or paying someone else's booking finds nothing to move or pay, admin or not: a booker's own act.
      await expectRefusedChangingNothing(
        eventId,
        actor,
        () =>
          inject(suite.app, bookingsApi.transfer, {
            realm,
            session: actor,
            body: { bookingId, targetSlotId: laterId },
          }),
        expectNotFound,
      );
      await expectRefusedChangingNothing(
        eventId,
        actor,
        () =>
          inject(suite.app, bookingsApi.initiatePayment, {
            realm,
            session: actor,
            body: { bookingId, method: 'credits' },
          }),
        expectNotFound,
      );
    }
  });

  it("takes no seat with an organiser's API key of every scope, even while its owner is admitted", async () => {
    const owner = await signInOrganiser(suite.app, `bypass-key-owner-${realm}@example.com`);
    await addCreditsAsAdmin(suite.app, suite.admin, owner.user.id, 500, `bypass-key-owner-${realm}`);
    const { eventId, slotId, laterId } = await roomEvent();
    await placeIn(suite.db.db, eventId, owner.user.id, 'admitted');
    const held = await hold(owner, { eventId, slotId, seats: 1 });
    expect(held.statusCode, held.body).toBe(201);
    const bookingId = held.json().data.id;
    const made = await inject(suite.app, apiKeysApi.create, {
      session: owner,
      body: { name: 'Box office sync', scopes: [...API_KEY_SCOPES] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const headers = { authorization: `Bearer ${made.data().key}` };
    const keyRefused = (answer: LightMyRequestResponse) => {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'API keys cannot be used here: sign in to EngageX instead',
      });
    };
    const payWithKey = (method: 'credits' | 'gateway') => () =>
      inject(suite.app, bookingsApi.initiatePayment, { realm, headers, body: { bookingId, method } });
    const withKey: (() => Promise<LightMyRequestResponse>)[] = [
      () => inject(suite.app, bookingsApi.create, { realm, headers, body: { eventId, slotId, seats: 1 } }),
      () =>
        inject(suite.app, bookingsApi.transfer, {
          realm,
          headers,
          body: { bookingId, targetSlotId: laterId },
        }),
      payWithKey('credits'),
      payWithKey('gateway'),
      () =>
        inject(suite.app, bookingsApi.confirm, {
          realm,
          headers,
          params: { id: bookingId },
          body: { confirm: true },
        }),
    ];
    for (const attempt of withKey) await expectRefusedChangingNothing(eventId, owner, attempt, keyRefused);
  });

  it("is not let in by another person's Idempotency-Key: a key answers only its own person's hold", async () => {
    const { eventId, slotId } = await roomEvent();
    const admitted = await person();
    const other = await person();
    await placeIn(suite.db.db, eventId, admitted.user.id, 'admitted');
    const key = { 'idempotency-key': `bypass-shared-${realm}` };
    const body = { eventId, slotId, seats: 2 };
    expect((await hold(admitted, body, key)).statusCode).toBe(201);
    await expectRefusedChangingNothing(eventId, other, () => hold(other, body, key));
  });

  it('answers a key replayed after the admission with its stored hold, even one given back, and takes no seat', async () => {
    const { eventId, slotId } = await roomEvent(suite.admin, 2);
    const buyer = await person();
    await placeIn(suite.db.db, eventId, buyer.user.id, 'admitted');
    const key = { 'idempotency-key': `bypass-replay-${realm}` };
    const body = { eventId, slotId, seats: 2 };
    const first = await hold(buyer, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const bookingId = first.json().data.id;
    // Given back while admitted: its seats are on sale again, and the key's answer is that booking, cancelled.
    const released = await inject(suite.app, bookingsApi.confirm, {
      realm,
      session: buyer,
      params: { id: bookingId },
      body: { confirm: false },
    });
    expect(released.statusCode, released.body).toBe(200);
    // A key whose first request took nothing (more seats than the show has) stores nothing to answer later.
    const tooMany = { 'idempotency-key': `bypass-too-many-${realm}` };
    const refused = await hold(buyer, { eventId, slotId, seats: 3 }, tooMany);
    expect(refused.statusCode, refused.body).toBe(422);
    await placeIn(suite.db.db, eventId, buyer.user.id, 'expired');

    const before = await cast.stateOf(eventId, buyer);
    expect(before.slots.map((slot) => slot.seats_taken)).toEqual([0, 0]);
    const replayed = await hold(buyer, body, key);
    expect(replayed.statusCode, replayed.body).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().data).toMatchObject({ id: bookingId, status: 'cancelled' });
    expect(await cast.stateOf(eventId, buyer)).toEqual(before);
    // The same key with another request is refused as a misuse of the key; a key that stored nothing, or none, by
    // the room.
    await expectRefusedChangingNothing(
      eventId,
      buyer,
      () => hold(buyer, { eventId, slotId, seats: 1 }, key),
      (answer) => expect(answer.json()).toMatchObject({ code: 'BUSINESS_RULE' }),
    );
    await expectRefusedChangingNothing(eventId, buyer, () =>
      hold(buyer, { eventId, slotId, seats: 3 }, tooMany),
    );
    await expectRefusedChangingNothing(eventId, buyer, () => hold(buyer, body));
    expect(await cast.stateOf(eventId, buyer)).toEqual(before);
  });
});
