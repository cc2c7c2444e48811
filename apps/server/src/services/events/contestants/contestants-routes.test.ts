// Over 300 lines: the entry routes of both realms (a group entry and its fee, the gateway fee, every review move) on one set-up.
import { contestantRegistrationApi, contestantsApi } from '@engagex/contracts/api/contestants';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, inject, offContract, realmService } from '../../../test/api.js';
import { createEventWithSlot, EVENT_REALMS, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, signIn } from '../../../test/harness.js';
import type { CheckoutProof } from '../notices.fixtures.js';

describe.each(DATABASE_KINDS)('events on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix }) => {
    const world = useRealmWorld(kind, realm);
    let { app, admin, alice, bob } = world;
    beforeAll(() => {
      ({ app, admin, alice, bob } = world);
    });

    describe('contestants', () => {
      const person = (name: string) => ({
        fullName: name,
        dateOfBirth: '1998-04-12',
        phone: '+91 9876543210',
        email: 'artist@example.com',
        city: 'Pune',
      });
      const performance = {
        title: 'Raga Yaman',
        category: 'vocal' as const,
        durationMinutes: 8,
        description: 'A classical vocal piece.',
      };

      it('registers a group within limits, prices it, takes the fee once, and refuses a second entry', async () => {
        const { eventId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 50,
          priceCredits: 0,
          startsInHours: 24 * 30,
          competition: { fee: 100, perExtra: 50, maxGroup: 3 },
        });
        expect(
          (
            await inject(app, contestantsApi.pricing, { realm, session: alice, params: { id: eventId } })
          ).json().data,
        ).toMatchObject({
          baseFeeCredits: 100,
          perAdditionalContestantCredits: 50,
          maxGroupSize: 3,
        });
        const tooBig = await inject(app, contestantsApi.register, {
          realm,
          session: alice,
          body: {
            eventId,
            personalDetails: person('Asha Rao'),
            performance,
            isGroupPerformance: true,
            additionalContestants: [person('B One'), person('C Two'), person('D Three')].map(
              ({ fullName, dateOfBirth }) => ({ fullName, dateOfBirth }),
            ),
          },
        });
        expect(tooBig.statusCode).toBe(400);
        const badPhone = await inject(app, contestantsApi.register, {
          realm,
          session: alice,
          body: {
            eventId,
            personalDetails: { ...person('Asha'), phone: offContract('12345') },
            performance,
          },
        });
        expect(badPhone.statusCode).toBe(400);
        expect(badPhone.json().details.map((d: { path: string }) => d.path)).toContain(
          'body.personalDetails.phone',
        );

        const registered = await inject(app, contestantsApi.register, {
          realm,
          session: alice,
          body: {
            eventId,
            personalDetails: person('Asha Rao'),
            performance,
            isGroupPerformance: true,
            additionalContestants: [{ fullName: 'Ravi Rao', dateOfBirth: '2000-01-01' }],
          },
        });
        expect(registered.statusCode).toBe(201);
        const entry = registered.json().data;
        expect(entry).toMatchObject({ status: 'pending_payment', feeCredits: 150, paymentStatus: 'PENDING' });
        const duplicate = await inject(app, contestantsApi.register, {
          realm,
          session: alice,
          body: {
            eventId,
            personalDetails: person('Asha Rao'),
            performance,
          },
        });
        expect(duplicate.statusCode).toBe(409);

        const withMore = await inject(app, contestantsApi.addContestants, {
          realm,
          session: alice,
          params: { id: entry.id },
          body: {
            contestants: [{ fullName: 'Meera Rao', dateOfBirth: '2001-02-02' }],
          },
        });
        expect(withMore.json().data.feeCredits).toBe(200);
        const before = await balanceOf(app, alice);
        const paid = await inject(app, contestantsApi.initiatePayment, {
          realm,
          session: alice,
          body: {
            contestantId: entry.id,
            method: 'credits',
          },
        });
        expect(paid.json().data.contestant).toMatchObject({
          status: 'registered',
          paymentStatus: 'COMPLETED',
        });
        expect(await balanceOf(app, alice)).toBe(before - 200);
        expect(
          (
            await inject(app, contestantsApi.initiatePayment, {
              realm,
              session: alice,
              body: {
                contestantId: entry.id,
                method: 'credits',
              },
            })
          ).statusCode,
        ).toBe(409);
        expect(
          (await inject(app, contestantsApi.get, { realm, session: bob, params: { id: entry.id } }))
            .statusCode,
        ).toBe(404);

        const cancelled = await inject(app, contestantsApi.cancel, {
          realm,
          session: alice,
          params: { id: entry.id },
          body: { reason: 'Injury' },
        });
        expect(cancelled.json().data).toMatchObject({
          status: 'cancelled',
          refundedCredits: 200,
          paymentStatus: 'REFUNDED',
        });
        expect(await balanceOf(app, alice)).toBe(before);
        const again = await inject(app, contestantsApi.register, {
          realm,
          session: alice,
          body: {
            eventId,
            personalDetails: person('Asha Rao'),
            performance,
          },
        });
        expect(again.statusCode).toBe(201);
      });

      it('takes an entry fee through the gateway only with a payment made for that entry', async () => {
        const enter = async () => {
          const { eventId } = await createEventWithSlot(app, prefix, admin, {
            capacity: 50,
            priceCredits: 0,
            startsInHours: 24 * 30,
            competition: { fee: 100, perExtra: 0, maxGroup: 1 },
          });
          const entered = await inject(app, contestantsApi.register, {
            realm,
            session: alice,
            body: {
              eventId,
              personalDetails: person('Asha Rao'),
              performance,
            },
          });
          expect(entered.statusCode).toBe(201);
          return entered.json().data as { id: string };
        };
        const first = await enter();
        const second = await enter();
        const before = await balanceOf(app, alice);
        const started = await inject(app, contestantsApi.initiatePayment, {
          realm,
          session: alice,
          body: {
            contestantId: first.id,
            method: 'gateway',
          },
        });
        expect(started.statusCode).toBe(200);
        const pay = await app.inject({
          method: 'POST',
          url: `${new URL(started.json().data.payment.paymentUrl).pathname}/pay`,
        });
        const landing = new URL(pay.headers.location as string);
        expect(landing.pathname).toBe('/events/payment-return');
        const { kind: entryKind, realm: _realm, id, ...query } = Object.fromEntries(landing.searchParams);
        const proof = query as CheckoutProof;
        expect([entryKind, id]).toEqual(['contestant', first.id]);
        const status = async (contestantId: string) =>
          (
            await inject(app, contestantsApi.get, { realm, session: alice, params: { id: contestantId } })
          ).json().data.status;

        const misplaced = await inject(app, contestantsApi.completePayment, {
          realm,
          session: alice,
          body: {
            contestantId: second.id,
            ...proof,
          },
        });
        expect(misplaced.statusCode).toBe(400);
        expect(misplaced.json().message).toBe('This payment is not for this registration');
        const stranger = await inject(app, contestantsApi.completePayment, {
          realm,
          session: bob,
          body: {
            contestantId: first.id,
            ...proof,
          },
        });
        expect(stranger.statusCode).toBe(404);
        expect([await status(first.id), await status(second.id)]).toEqual([
          'pending_payment',
          'pending_payment',
        ]);

        const done = await inject(app, contestantsApi.completePayment, {
          realm,
          session: alice,
          body: {
            contestantId: first.id,
            ...proof,
          },
        });
        expect(done.statusCode).toBe(200);
        expect(done.json().data.contestant).toMatchObject({
          status: 'registered',
          paymentStatus: 'COMPLETED',
        });
        expect(await status(second.id)).toBe('pending_payment');
        expect(await balanceOf(app, alice)).toBe(before);
      });

      it('allows every review transition in the table and refuses every other', async () => {
        const { eventId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 50,
          priceCredits: 0,
          startsInHours: 24 * 30,
          competition: { fee: 0, perExtra: 0, maxGroup: 1 },
        });
        const statuses = [
          'pending_payment',
          'registered',
          'under_review',
          'approved',
          'rejected',
          'cancelled',
        ] as const;
        const allowed: Record<string, string[]> = {
          registered: ['under_review', 'rejected'],
          under_review: ['approved', 'rejected'],
        };
        const paths: Record<string, (typeof statuses)[number][]> = {
          registered: [],
          under_review: ['under_review'],
          approved: ['under_review', 'approved'],
          rejected: ['rejected'],
        };
        let n = 0;
        for (const from of ['registered', 'under_review', 'approved', 'rejected']) {
          for (const to of statuses) {
            n += 1;
            const contestant = await signIn(app, `review-${realm}-${kind}-${n}@example.com`);
            const entry = (
              await inject(app, contestantsApi.register, {
                realm,
                session: contestant,
                body: {
                  eventId,
                  personalDetails: person('Kiran'),
                  performance,
                },
              })
            ).json().data;
            expect(entry.status).toBe('registered');
            for (const step of paths[from] ?? []) {
              expect(
                (
                  await inject(app, contestantsApi.changeStatus, {
                    realm,
                    session: admin,
                    params: { id: entry.id },
                    body: {
                      status: step,
                      notes: 'Reviewed',
                    },
                  })
                ).statusCode,
              ).toBe(200);
            }
            const response = await inject(app, contestantsApi.changeStatus, {
              realm,
              session: admin,
              params: { id: entry.id },
              body: {
                status: to,
                notes: 'Reviewed',
              },
            });
            const expected = (allowed[from] ?? []).includes(to) ? 200 : 422;
            expect({ from, to, status: response.statusCode }).toEqual({ from, to, status: expected });
          }
        }
        const user = await signIn(app, `notadmin-${realm}-${kind}@example.com`);
        const entry = (
          await inject(app, contestantsApi.register, {
            realm,
            session: user,
            body: { eventId, personalDetails: person('Lata'), performance },
          })
        ).json().data;
        expect(
          (
            await inject(app, contestantsApi.changeStatus, {
              realm,
              session: user,
              params: { id: entry.id },
              body: { status: 'under_review' },
            })
          ).statusCode,
        ).toBe(403);
        await inject(app, contestantsApi.changeStatus, {
          realm,
          session: admin,
          params: { id: entry.id },
          body: {
            status: 'under_review',
            notes: 'Looks good',
          },
        });
        const seen = (
          await inject(app, contestantsApi.get, { realm, session: user, params: { id: entry.id } })
        ).json().data;
        expect(seen.history.map((h: { to: string }) => h.to)).toEqual(['registered', 'under_review']);
      });

      it('answers my registrations and stats only on the events server', async () => {
        // Asked of this realm's own service: the table names the events service alone.
        const stats = { ...contestantRegistrationApi.myStats, service: realmService(realm) };
        const mine = await inject(app, stats, { session: alice });
        if (realm === 'events') {
          expect(mine.statusCode).toBe(200);
          expect(mine.json().data.total).toBeGreaterThanOrEqual(1);
          expect(
            (await inject(app, contestantRegistrationApi.myRegistrations, { session: alice })).json().data
              .total,
          ).toBeGreaterThanOrEqual(1);
        } else {
          expect(mine.statusCode).toBe(404);
        }
      });
    });
  });
});
