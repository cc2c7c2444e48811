// Over 300 lines: the organiser's ticket types, questions and promo codes end to end, for both realms on both
// databases, sharing one app per pair.
import type { TPromoCodeInput, TTicketTypeInput } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot, EVENT_REALMS, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';

/**
 * Decision 078: the people who run an event set what it sells (types with prices, quotas, windows, hidden ones),
 * what it asks each attendee, and its codes; another organiser's event does not exist for them; a buyer checks a
 * code, and guessing codes is limited per person.
 */
describe.each(DATABASE_KINDS)('ticketing on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix }) => {
    const world = useRealmWorld(kind, realm);
    let { db, app, admin, alice } = world;
    let ana: Session;
    let omar: Session;
    beforeAll(async () => {
      ({ db, app, admin, alice } = world);
      ana = await signInOrganiser(app, `ana-tt-${realm}-${kind}@example.com`, 'Ana Organiser');
      omar = await signInOrganiser(app, `omar-tt-${realm}-${kind}@example.com`, 'Omar Organiser');
    });

    /** A published event of ana's at 10 credits with one show of `capacity` seats, and its Standard type's id. */
    async function anasEvent(capacity = 20) {
      const { eventId, slotId } = await createEventWithSlot(app, prefix, ana, { capacity, priceCredits: 10 });
      const types = (
        await inject(app, ticketingApi.ticketTypes, { realm, session: ana, params: { id: eventId } })
      ).data();
      expect(types).toHaveLength(1);
      return { eventId, slotId, standardId: types[0]?.id as string };
    }
    const eventPrice = async (eventId: string) =>
      (
        await db.db
          .selectFrom('events')
          .select('price_credits')
          .where('id', '=', eventId)
          .executeTakeFirstOrThrow()
      ).price_credits;
    const addType = async (eventId: string, body: TTicketTypeInput) => {
      const created = await inject(app, ticketingApi.createTicketType, {
        realm,
        session: ana,
        params: { id: eventId },
        body,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.data();
    };

    it('creates, lists, changes and deletes types, keeping the event at its cheapest visible price', async () => {
      const { eventId, standardId } = await anasEvent();
      const vip = await addType(eventId, { name: 'VIP', priceCredits: 50, quotaPerShow: 5 });
      expect(vip).toMatchObject({
        name: 'VIP',
        priceCredits: 50,
        quotaPerShow: 5,
        hidden: false,
        onSale: true,
      });
      expect(vip.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await eventPrice(eventId)).toBe(10);

      const student = await addType(eventId, { name: 'Student', priceCredits: 4 });
      expect(await eventPrice(eventId)).toBe(4);
      const hidden = await inject(app, ticketingApi.updateTicketType, {
        realm,
        session: ana,
        params: { id: eventId, ticketTypeId: student.id },
        body: { hidden: true, nameHi: 'छात्र', description: 'With a student card' },
      });
      expect(hidden.data()).toMatchObject({
        hidden: true,
        nameHi: 'छात्र',
        description: 'With a student card',
      });
      expect(await eventPrice(eventId)).toBe(10);
      const cleared = await inject(app, ticketingApi.updateTicketType, {
        realm,
        session: ana,
        params: { id: eventId, ticketTypeId: student.id },
        body: { nameHi: null, description: null, quotaPerShow: null },
      });
      expect(cleared.data()).toMatchObject({
        nameHi: null,
        description: null,
        quotaPerShow: null,
        hidden: true,
      });

      const backwards = await inject(app, ticketingApi.updateTicketType, {
        realm,
        session: ana,
        params: { id: eventId, ticketTypeId: vip.id },
        body: {
          salesStartAt: new Date(Date.now() + 86_400_000).toISOString(),
          salesEndAt: new Date(Date.now() + 3600_000).toISOString(),
        },
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().details[0].path).toBe('body.salesEndAt');

      const listed = (
        await inject(app, ticketingApi.ticketTypes, { realm, session: admin, params: { id: eventId } })
      ).data();
      expect(listed.map((type) => type.id).sort()).toEqual([standardId, vip.id, student.id].sort());

      const deleted = await inject(app, ticketingApi.deleteTicketType, {
        realm,
        session: ana,
        params: { id: eventId, ticketTypeId: vip.id },
      });
      expect(deleted.data()).toEqual({ id: vip.id, deleted: true });
      expect(
        (
          await inject(app, ticketingApi.ticketTypes, { realm, session: ana, params: { id: eventId } })
        ).data(),
      ).toHaveLength(2);
    });

    it('is a 404 to another organiser and a 403 to a buyer', async () => {
      const { eventId, standardId } = await anasEvent();
      const params = { id: eventId, ticketTypeId: standardId };
      const asked = [
        (who: Session) =>
          inject(app, ticketingApi.ticketTypes, { realm, session: who, params: { id: eventId } }),
        (who: Session) =>
          inject(app, ticketingApi.createTicketType, {
            realm,
            session: who,
            params: { id: eventId },
            body: { name: 'Sneaky', priceCredits: 1 },
          }),
        (who: Session) =>
          inject(app, ticketingApi.updateTicketType, {
            realm,
            session: who,
            params,
            body: { priceCredits: 0 },
          }),
        (who: Session) => inject(app, ticketingApi.deleteTicketType, { realm, session: who, params }),
        (who: Session) =>
          inject(app, ticketingApi.questions, { realm, session: who, params: { id: eventId } }),
        (who: Session) =>
          inject(app, ticketingApi.promoCodes, { realm, session: who, params: { id: eventId } }),
        (who: Session) =>
          inject(app, ticketingApi.createPromoCode, {
            realm,
            session: who,
            params: { id: eventId },
            body: { code: 'SNEAKY', percentOff: 100 },
          }),
      ];
      for (const ask of asked) {
        expect((await ask(omar)).statusCode).toBe(404);
        expect((await ask(alice)).statusCode).toBe(403);
      }
      const types = await db.db
        .selectFrom('ticket_types')
        .select('price_credits')
        .where('event_id', '=', eventId)
        .execute();
      expect(types).toEqual([{ price_credits: 10 }]);
    });

    it('refuses to delete a type with tickets, or the last type', async () => {
      const { eventId, slotId, standardId } = await anasEvent();
      const last = await inject(app, ticketingApi.deleteTicketType, {
        realm,
        session: ana,
        params: { id: eventId, ticketTypeId: standardId },
      });
      expect(last.statusCode).toBe(409);
      const vip = await addType(eventId, { name: 'VIP', priceCredits: 30 });
      const held = await inject(app, bookingsApi.create, {
        realm,
        session: alice,
        body: { eventId, slotId, items: [{ ticketTypeId: vip.id, quantity: 1 }] },
      });
      expect(held.statusCode, held.body).toBe(201);
      const booked = await inject(app, ticketingApi.deleteTicketType, {
        realm,
        session: ana,
        params: { id: eventId, ticketTypeId: vip.id },
      });
      expect(booked.statusCode).toBe(409);
      expect(booked.json().code).toBe('CONFLICT');
      // The Standard type has no tickets and is not the last one: it goes.
      const gone = await inject(app, ticketingApi.deleteTicketType, {
        realm,
        session: ana,
        params: { id: eventId, ticketTypeId: standardId },
      });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(await eventPrice(eventId)).toBe(30);
    });

    it('refuses a quota below what a show already holds, and takes one at it', async () => {
      const { eventId, slotId } = await anasEvent();
      const vip = await addType(eventId, { name: 'VIP', priceCredits: 20, quotaPerShow: 5 });
      const held = await inject(app, bookingsApi.create, {
        realm,
        session: alice,
        body: { eventId, slotId, items: [{ ticketTypeId: vip.id, quantity: 3 }] },
      });
      expect(held.statusCode, held.body).toBe(201);
      const params = { id: eventId, ticketTypeId: vip.id };
      const below = await inject(app, ticketingApi.updateTicketType, {
        realm,
        session: ana,
        params,
        body: { quotaPerShow: 2, priceCredits: 99 },
      });
      expect(below.statusCode).toBe(409);
      expect(below.json().details[0].path).toBe('quotaPerShow');
      // Refused whole: the price did not change either.
      const row = await db.db
        .selectFrom('ticket_types')
        .selectAll()
        .where('id', '=', vip.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ quota_per_show: 5, price_credits: 20 });
      const at = await inject(app, ticketingApi.updateTicketType, {
        realm,
        session: ana,
        params,
        body: { quotaPerShow: 3 },
      });
      expect(at.data().quotaPerShow).toBe(3);
      const full = await inject(app, bookingsApi.create, {
        realm,
        session: alice,
        body: { eventId, slotId, items: [{ ticketTypeId: vip.id, quantity: 1 }] },
      });
      expect(full.statusCode).toBe(422);
      expect(full.json().message).toMatch(/^Sold out/);
    });

    it("sets the one type's price from the event's, and refuses it with several types", async () => {
      const { eventId, standardId } = await anasEvent();
      const patched = await inject(app, eventsApi.update, {
        realm,
        session: ana,
        params: { id: eventId },
        body: { priceCredits: 25 },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const standard = await db.db
        .selectFrom('ticket_types')
        .select('price_credits')
        .where('id', '=', standardId)
        .executeTakeFirstOrThrow();
      expect(standard.price_credits).toBe(25);
      await addType(eventId, { name: 'VIP', priceCredits: 40 });
      const refused = await inject(app, eventsApi.update, {
        realm,
        session: ana,
        params: { id: eventId },
        body: { priceCredits: 30 },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details[0].path).toBe('body.priceCredits');
      // The price it already shows is no change.
      const same = await inject(app, eventsApi.update, {
        realm,
        session: ana,
        params: { id: eventId },
        body: { priceCredits: 25, title: 'Renamed with the price it had' },
      });
      expect(same.statusCode, same.body).toBe(200);
    });

    it('asks questions of the types named, and keeps answers given to a deleted question', async () => {
      const { eventId, slotId, standardId } = await anasEvent();
      const oneOption = await inject(app, ticketingApi.createQuestion, {
        realm,
        session: ana,
        params: { id: eventId },
        body: { label: 'Seat side', kind: 'choice', options: ['Left'], required: true },
      });
      expect(oneOption.statusCode).toBe(400);
      const other = await anasEvent();
      const stranger = await inject(app, ticketingApi.createQuestion, {
        realm,
        session: ana,
        params: { id: eventId },
        body: { label: 'Diet', kind: 'text', required: false, ticketTypeIds: [standardId, other.standardId] },
      });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().details[0].path).toBe('body.ticketTypeIds.1');

      const side = await inject(app, ticketingApi.createQuestion, {
        realm,
        session: ana,
        params: { id: eventId },
        body: {
          label: 'Seat side',
          kind: 'choice',
          options: ['Left', 'Right'],
          required: true,
          ticketTypeIds: [standardId],
        },
      });
      expect(side.statusCode, side.body).toBe(201);
      const question = side.data();
      expect(question).toMatchObject({
        kind: 'choice',
        options: ['Left', 'Right'],
        ticketTypeIds: [standardId],
      });
      const changed = await inject(app, ticketingApi.updateQuestion, {
        realm,
        session: ana,
        params: { id: eventId, questionId: question.id },
        body: { label: 'Which side?', options: ['Left', 'Right', 'Middle'], ticketTypeIds: null },
      });
      expect(changed.data()).toMatchObject({
        label: 'Which side?',
        options: ['Left', 'Right', 'Middle'],
        ticketTypeIds: null,
      });
      const tooFew = await inject(app, ticketingApi.updateQuestion, {
        realm,
        session: ana,
        params: { id: eventId, questionId: question.id },
        body: { options: ['Only'] },
      });
      expect(tooFew.statusCode).toBe(400);

      const held = await inject(app, bookingsApi.create, {
        realm,
        session: alice,
        body: {
          eventId,
          slotId,
          seats: 1,
          attendees: [{ name: 'Asha', answers: { [question.id]: 'Middle' } }],
        },
      });
      expect(held.statusCode, held.body).toBe(201);
      const removed = await inject(app, ticketingApi.deleteQuestion, {
        realm,
        session: ana,
        params: { id: eventId, questionId: question.id },
      });
      expect(removed.data()).toEqual({ id: question.id, deleted: true });
      expect(
        (await inject(app, ticketingApi.questions, { realm, session: ana, params: { id: eventId } })).data(),
      ).toEqual([]);
      const ticket = await db.db
        .selectFrom('tickets')
        .select('answers')
        .where('booking_id', '=', held.json().data.id)
        .executeTakeFirstOrThrow();
      expect(ticket.answers).toEqual({ [question.id]: 'Middle' });
    });

    it('keeps codes unique without case, checks them, and limits their uses', async () => {
      const { eventId, slotId, standardId } = await anasEvent();
      const create = (body: TPromoCodeInput) =>
        inject(app, ticketingApi.createPromoCode, { realm, session: ana, params: { id: eventId }, body });
      const half = await create({ code: 'Early-50', percentOff: 50, maxUses: 1 });
      expect(half.statusCode, half.body).toBe(201);
      expect(half.data()).toMatchObject({ code: 'Early-50', uses: 0, maxUses: 1, active: true });
      expect((await create({ code: 'EARLY-50', creditsOff: 3 })).statusCode).toBe(409);
      const visible = await create({ code: 'SHOWN', unlocksTicketTypeIds: [standardId] });
      expect(visible.statusCode).toBe(400);
      expect(visible.json().details[0].path).toBe('body.unlocksTicketTypeIds.0');

      const check = (code: string, items?: string) =>
        inject(app, ticketingApi.checkPromoCode, {
          realm,
          session: alice,
          params: { id: eventId },
          query: { code, ...(items ? { items } : {}) },
        });
      expect((await check('early-50', `${standardId}:3`)).data()).toEqual({
        code: 'Early-50',
        unlocksTicketTypeIds: [],
        discountCredits: 15,
      });
      const unknown = await check('NOPE-NOPE');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().code).toBe('BUSINESS_RULE');
      expect((await check('early-50', 'not-items')).statusCode).toBe(400);

      const held = await inject(app, bookingsApi.create, {
        realm,
        session: alice,
        body: { eventId, slotId, seats: 2, promoCode: 'EARLY-50' },
      });
      expect(held.statusCode, held.body).toBe(201);
      expect(held.json().data).toMatchObject({ totalCredits: 10, promoCode: 'Early-50' });
      const codes = (
        await inject(app, ticketingApi.promoCodes, { realm, session: ana, params: { id: eventId } })
      ).data();
      expect(codes.find((code) => code.code === 'Early-50')?.uses).toBe(1);
      const usedUp = await check('Early-50');
      expect(usedUp.statusCode).toBe(422);
      expect(usedUp.json().message).toBe('This promo code has been used up');

      const params = { id: eventId, promoCodeId: half.data().id };
      const raised = await inject(app, ticketingApi.updatePromoCode, {
        realm,
        session: ana,
        params,
        body: { maxUses: 3 },
      });
      expect(raised.data()).toMatchObject({ maxUses: 3, uses: 1 });
      expect((await check('Early-50')).statusCode).toBe(200);
      const off = await inject(app, ticketingApi.updatePromoCode, {
        realm,
        session: ana,
        params,
        body: { active: false },
      });
      expect(off.data().active).toBe(false);
      expect((await check('Early-50')).statusCode).toBe(422);
      const ended = await inject(app, ticketingApi.updatePromoCode, {
        realm,
        session: ana,
        params,
        body: { active: true, validUntil: new Date(Date.now() - 1000).toISOString() },
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect((await check('Early-50')).json().message).toBe('This promo code has expired');
    });

    it('refuses a limit below the bookings using a code', async () => {
      const { eventId, slotId } = await anasEvent();
      const code = (
        await inject(app, ticketingApi.createPromoCode, {
          realm,
          session: ana,
          params: { id: eventId },
          body: { code: 'FRIENDS', creditsOff: 2 },
        })
      ).data();
      for (const _ of [1, 2])
        expect(
          (
            await inject(app, bookingsApi.create, {
              realm,
              session: alice,
              body: { eventId, slotId, seats: 1, promoCode: 'friends' },
            })
          ).statusCode,
        ).toBe(201);
      const below = await inject(app, ticketingApi.updatePromoCode, {
        realm,
        session: ana,
        params: { id: eventId, promoCodeId: code.id },
        body: { maxUses: 1 },
      });
      expect(below.statusCode).toBe(409);
      expect(below.json().details[0].path).toBe('body.maxUses');
      const row = await db.db
        .selectFrom('promo_codes')
        .select(['uses', 'max_uses'])
        .where('id', '=', code.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ uses: 2, max_uses: null });
    });

    it('shows a hidden type on the event page only with the code that unlocks it', async () => {
      const { eventId } = await anasEvent();
      const secret = await addType(eventId, { name: 'Backstage', priceCredits: 80, hidden: true });
      await inject(app, ticketingApi.createPromoCode, {
        realm,
        session: ana,
        params: { id: eventId },
        body: { code: 'BACKSTAGE', unlocksTicketTypeIds: [secret.id] },
      });
      const page = async (promoCode?: string) =>
        (
          await inject(app, eventsApi.get, {
            realm,
            session: alice,
            params: { id: eventId },
            ...(promoCode ? { query: { promoCode } } : {}),
          })
        )
          .data()
          .ticketTypes.map((type) => type.id);
      expect(await page()).not.toContain(secret.id);
      expect(await page('WRONG')).not.toContain(secret.id);
      expect(await page('backstage')).toContain(secret.id);
      const checked = await inject(app, ticketingApi.checkPromoCode, {
        realm,
        session: alice,
        params: { id: eventId },
        query: { code: 'BACKSTAGE', items: `${secret.id}:2` },
      });
      expect(checked.data()).toEqual({
        code: 'BACKSTAGE',
        unlocksTicketTypeIds: [secret.id],
        discountCredits: 0,
      });
      // The organiser sees every type.
      const run = (await inject(app, eventsApi.get, { realm, session: ana, params: { id: eventId } })).data();
      expect(run.ticketTypes.map((type) => type.id)).toContain(secret.id);
    });

    it('limits guessing codes per person: wrong checks and refused bookings count, right ones do not', async () => {
      const { eventId, slotId } = await anasEvent();
      await inject(app, ticketingApi.createPromoCode, {
        realm,
        session: ana,
        params: { id: eventId },
        body: { code: 'REAL-ONE', percentOff: 10 },
      });
      const guesser = await signIn(app, `guesser-${realm}-${kind}@example.com`);
      const check = (who: Session, code: string) =>
        inject(app, ticketingApi.checkPromoCode, {
          realm,
          session: who,
          params: { id: eventId },
          query: { code },
        });
      for (let guess = 0; guess < 9; guess++) {
        expect((await check(guesser, 'REAL-ONE')).statusCode).toBe(200);
        expect((await check(guesser, `GUESS-${guess}`)).statusCode).toBe(422);
      }
      const refused = await inject(app, bookingsApi.create, {
        realm,
        session: guesser,
        body: { eventId, slotId, seats: 1, promoCode: 'GUESS-X' },
      });
      expect(refused.statusCode).toBe(422);
      // Ten wrong codes: the next try, even of a right code, waits.
      const limited = await check(guesser, 'REAL-ONE');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const booking = await inject(app, bookingsApi.create, {
        realm,
        session: guesser,
        body: { eventId, slotId, seats: 1, promoCode: 'REAL-ONE' },
      });
      expect(booking.statusCode).toBe(429);
      // Someone else is not held back.
      expect((await check(alice, 'REAL-ONE')).statusCode).toBe(200);
    });
  });
});
