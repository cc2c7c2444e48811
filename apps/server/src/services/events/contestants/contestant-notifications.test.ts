// Decision 041: an entry's registration, fee, review and its competition's withdrawal each tell the entrant once.

import type { TContestantStatusRequest } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot, EVENT_REALMS, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session } from '../../../test/harness.js';
import { toldTo } from '../../../test/notices.js';
import { enterCompetition, noticesAbout, paidAtSandbox, sandboxWebhook } from '../notices.fixtures.js';

describe.each(DATABASE_KINDS)('contestant notifications on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix }) => {
    const world = useRealmWorld(kind, realm);
    const page = realm === 'events' ? '/events/registrations' : '/events/registrations?realm=cultural-events';

    async function competition(fee: number) {
      const { eventId } = await createEventWithSlot(world.app, prefix, world.admin, {
        capacity: 50,
        priceCredits: 0,
        startsInHours: 24 * 30,
        competition: { fee, perExtra: 50, maxGroup: 3 },
      });
      const event = (
        await inject(world.app, eventsApi.get, { realm, session: world.admin, params: { id: eventId } })
      ).json().data.event;
      return { eventId, title: event.title as string };
    }
    const enter = (who: Session, eventId: string) => enterCompetition(world.app, realm, who, eventId);
    const review = (id: string, status: TContestantStatusRequest['status'], notes?: string) =>
      inject(world.app, contestantsApi.changeStatus, {
        realm,
        session: world.admin,
        params: { id },
        body: { status, ...(notes ? { notes } : {}) },
      });
    const kinds = async (id: string) => (await noticesAbout(world.db, id)).map((notice) => notice.kind);

    it('tells an entry received, its fee paid in credits, and its approval with the organiser’s note', async () => {
      const { eventId, title } = await competition(100);
      const entry = (await enter(world.alice, eventId)).json().data;
      const [received] = await noticesAbout(world.db, entry.id);
      expect(received).toMatchObject({
        kind: 'registration-received',
        title: `Registration received: ${title}`,
        link: page,
        onceKey: `registration-received:${entry.id}`,
        emails: 1,
      });
      expect(received?.body).toContain('Pay the entry fee of 100 credits to complete it.');
      expect((await enter(world.alice, eventId)).statusCode).toBe(409);

      const pay = () =>
        inject(world.app, contestantsApi.initiatePayment, {
          realm,
          session: world.alice,
          body: {
            contestantId: entry.id,
            method: 'credits',
          },
        });
      expect((await pay()).statusCode).toBe(200);
      expect((await pay()).statusCode).toBe(409);
      const fee = (await noticesAbout(world.db, entry.id)).filter(
        (notice) => notice.kind === 'registration-fee-paid',
      );
      expect(fee).toHaveLength(1);
      expect(fee[0]?.body).toMatch(/^Paid 100 credits from your wallet\. Your entry for .* is registered/);

      expect((await review(entry.id, 'under_review')).statusCode).toBe(200);
      expect((await review(entry.id, 'approved', 'Bring your own tanpura')).statusCode).toBe(200);
      expect((await review(entry.id, 'rejected', 'Changed my mind')).statusCode).toBe(422);
      expect(await kinds(entry.id)).toEqual([
        'registration-received',
        'registration-fee-paid',
        'registration-approved',
      ]);
      const approved = (await noticesAbout(world.db, entry.id))[2];
      expect(approved).toMatchObject({
        title: `Registration approved: ${title}`,
        details: { note: 'Bring your own tanpura' },
      });
      expect(approved?.body).toContain('Their note: “Bring your own tanpura”');
    });

    it('tells a free entry there is no fee, and its rejection with the note', async () => {
      const { eventId, title } = await competition(0);
      const entry = (await enter(world.bob, eventId)).json().data;
      expect((await noticesAbout(world.db, entry.id))[0]?.body).toContain('There is no entry fee');
      expect((await review(entry.id, 'rejected', 'The category is full')).statusCode).toBe(200);
      const rejected = (await noticesAbout(world.db, entry.id)).find(
        (notice) => notice.kind === 'registration-rejected',
      );
      expect(rejected).toMatchObject({
        title: `Entry not selected: ${title}`,
        link: page,
        details: { note: 'The category is full' },
      });
      expect(rejected?.body).toBe(
        `The organiser did not select your entry for ${title}. Their note: “The category is full” You paid no fee, so there is nothing to refund.`,
      );
    });

    it('takes a card fee reported by the webhook and the checkout return at once, and sends one receipt', async () => {
      const { eventId } = await competition(100);
      const entry = (await enter(world.bob, eventId)).json().data;
      const started = await inject(world.app, contestantsApi.initiatePayment, {
        realm,
        session: world.bob,
        body: {
          contestantId: entry.id,
          method: 'gateway',
        },
      });
      const { paymentUrl } = started.json().data.payment;
      const proof = await paidAtSandbox(world.app, paymentUrl);
      const answers = await Promise.all([
        sandboxWebhook(world.app, paymentUrl, proof.paymentId as string),
        inject(world.app, contestantsApi.completePayment, {
          realm,
          session: world.bob,
          body: { contestantId: entry.id, ...proof },
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const fee = (await noticesAbout(world.db, entry.id)).filter(
        (notice) => notice.kind === 'registration-fee-paid',
      );
      expect(fee).toHaveLength(1);
      expect(fee[0]?.body).toContain('Paid ₹1,000 online (100 credits).');
      expect(fee[0]?.details.reference).toBe(proof.paymentId);
    });

    it('tells each entrant of a withdrawn competition once, with their fee’s way back; a refused entry tells nothing', async () => {
      const { eventId, title } = await competition(100);
      const entry = (await enter(world.alice, eventId)).json().data;
      await inject(world.app, contestantsApi.initiatePayment, {
        realm,
        session: world.alice,
        body: {
          contestantId: entry.id,
          method: 'credits',
        },
      });
      const cancel = () =>
        inject(world.app, eventsApi.cancel, {
          realm,
          session: world.admin,
          params: { id: eventId },
          body: { reason: 'Venue closed' },
        });
      expect((await cancel()).statusCode).toBe(200);
      expect((await cancel()).statusCode).toBe(200);
      const told = (await toldTo(world.db, world.alice.user.id, { kind: ['event-cancelled'] })).filter(
        (notice) => notice.onceKey?.startsWith(`event-cancelled:${eventId}:`),
      );
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: `Event cancelled: ${title}`, link: page });
      expect(told[0]?.body).toBe(
        `The organiser cancelled ${title} and wrote: “Venue closed”. Your competition entry is withdrawn. 100 credits were returned to your wallet.`,
      );
      const before = await toldTo(world.db, world.bob.user.id);
      expect((await enter(world.bob, eventId)).statusCode).toBe(422);
      expect(await toldTo(world.db, world.bob.user.id)).toEqual(before);
    });
  });
});
