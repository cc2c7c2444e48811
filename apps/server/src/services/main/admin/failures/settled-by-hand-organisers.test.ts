// Decision 111: an event's organiser reads that a refund was paid back outside the portal (an admin's settlement,
// decision 098), on the bookings list, one booking, the bookings CSV, the entries they review, the answer to their
// review and the contestants CSV; never the admin's reference or note. On both databases.

import { SERVICE_PREFIXES, type TContestant } from '@engagex/contracts';
import { adminFailuresApi } from '@engagex/contracts/api/admin-failures';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { eventExportsApi } from '@engagex/contracts/api/event-exports';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxGateway } from '../../../../platform/payments/sandbox.js';
import { inject } from '../../../../test/api.js';
import { csvRecords, readCsvExport } from '../../../../test/csv.js';
import { createEventWithSlot, useRealmWorld } from '../../../../test/events.js';
import { DATABASE_KINDS, type Session } from '../../../../test/harness.js';
import { signInOrganiser } from '../../../../test/organisers.js';
import { getContestant } from '../../../events/contestants/reads.js';
import { bookOneSeat, entryPaidByCard } from '../../../events/notices.fixtures.js';

const realm = 'events';
const prefix = SERVICE_PREFIXES.events;
const NOTE = 'The card was closed; sent by bank transfer';
/** What the organiser reads of a refund settled by hand: that it was, and no reference. */
const outsideThePortal = { to: 'original', status: 'done', byHand: { reference: null } };
const byHand = (reference: string) => ({ to: 'original', status: 'done', byHand: { reference } });

describe.each(DATABASE_KINDS)('a refund settled by hand, as the organiser reads it, on %s', (kind) => {
  const world = useRealmWorld(kind, realm);
  let organiser: Session;

  beforeAll(async () => {
    organiser = await signInOrganiser(world.app, `organiser-by-hand-${kind}@example.com`);
  });
  afterEach(() => vi.restoreAllMocks());

  /** The gateway refuses, then the sweep gives up (decision 038), then an admin pays it back by bank transfer. */
  const settleByHand = async (purchaseId: string, reference: string) => {
    await sql`update credit_purchases set refund_status = 'failed', refund_attempts = 8 where id = ${purchaseId}`.execute(
      world.db.db,
    );
    const settled = await inject(world.app, adminFailuresApi.settleRefundByHand, {
      session: world.admin,
      params: { kind: 'purchase', id: purchaseId },
      body: { reference, note: NOTE },
    });
    expect(settled.statusCode, settled.body).toBe(200);
  };
  const refuseRefunds = () =>
    vi
      .spyOn(world.app.paymentGateway as SandboxGateway, 'refund')
      .mockRejectedValue(new Error('card closed'));
  /** Neither the reference nor the note anywhere in an answer the organiser gets. */
  const keepsItsSecrets = (body: string, reference: string) => {
    expect(body).not.toContain(reference);
    expect(body).not.toContain(NOTE);
  };

  it('a booking: the list, the booking and the CSV say "outside the portal"; the booker reads the reference', async () => {
    const show = await createEventWithSlot(world.app, prefix, organiser, { capacity: 10, priceCredits: 300 });
    const booking = await bookOneSeat(world.app, realm, world.bob, show, 'card');
    refuseRefunds();
    const cancelled = await inject(world.app, bookingsApi.cancel, {
      realm,
      session: world.bob,
      params: { id: booking.id },
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reference = `NEFT B-${kind}`;
    const { purchase_id } = await world.db.db
      .selectFrom('bookings')
      .select('purchase_id')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    await settleByHand(purchase_id as string, reference);

    const listed = await inject(world.app, bookingsApi.list, {
      realm,
      session: organiser,
      query: { eventId: show.eventId },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.data().items.map((item) => item.refund)).toEqual([outsideThePortal]);
    keepsItsSecrets(listed.body, reference);
    const one = await inject(world.app, bookingsApi.get, {
      realm,
      session: organiser,
      params: { id: booking.id },
    });
    expect(one.data().refund).toEqual(outsideThePortal);
    keepsItsSecrets(one.body, reference);
    const own = await inject(world.app, bookingsApi.get, {
      realm,
      session: world.bob,
      params: { id: booking.id },
    });
    expect(own.data().refund).toEqual(byHand(reference));

    const exported = await inject(world.app, eventExportsApi.bookings, {
      realm,
      session: organiser,
      query: { eventId: show.eventId },
    });
    const [row] = csvRecords(readCsvExport(exported, 'bookings-'));
    expect(row?.Refund).toBe('Paid back outside the portal');
    keepsItsSecrets(exported.body, reference);
  });

  it('an entry rejected: the answer, the review list and the CSV carry byHand without the reference', async () => {
    const { eventId } = await createEventWithSlot(world.app, prefix, organiser, {
      capacity: 50,
      priceCredits: 0,
      startsInHours: 24 * 30,
      competition: { fee: 30, perExtra: 50, maxGroup: 3, ifNotSelected: 'refund' },
    });
    const { contestantId, purchaseId } = await entryPaidByCard(world.app, realm, world.alice, eventId);
    refuseRefunds();
    const rejected = await inject(world.app, contestantsApi.changeStatus, {
      realm,
      session: organiser,
      params: { id: contestantId },
      body: { status: 'rejected', notes: 'Not this year' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // The gateway refused: the refund is on its way, the sweep's to finish (decision 054).
    expect(rejected.data().refund).toEqual({ to: 'original', status: 'pending', byHand: null });
    const reference = `NEFT E-${kind}`;
    await settleByHand(purchaseId, reference);

    // The answer to a review is this read, with the reviewer as its reader (review.ts changeStatus).
    const answer = await getContestant(world.db.db, realm, {
      contestantId,
      userId: world.alice.user.id,
      admin: true,
      readerId: organiser.user.id,
    });
    expect(answer.refund).toEqual(outsideThePortal);
    keepsItsSecrets(JSON.stringify(answer), reference);

    const reviewing = await inject(world.app, contestantsApi.list, {
      realm,
      session: organiser,
      query: { eventId, reviewing: 'true' },
    });
    expect(reviewing.statusCode, reviewing.body).toBe(200);
    expect(reviewing.data().items.map((entry: TContestant) => entry.refund)).toEqual([outsideThePortal]);
    keepsItsSecrets(reviewing.body, reference);
    const read = await inject(world.app, contestantsApi.get, {
      realm,
      session: organiser,
      params: { id: contestantId },
    });
    expect(read.data().refund).toEqual(outsideThePortal);
    keepsItsSecrets(read.body, reference);
    // The entrant and admins still read the reference (decision 103).
    const own = await inject(world.app, contestantsApi.get, {
      realm,
      session: world.alice,
      params: { id: contestantId },
    });
    expect(own.data().refund).toEqual(byHand(reference));

    const exported = await inject(world.app, eventExportsApi.contestants, {
      realm,
      session: organiser,
      query: { eventId },
    });
    const [row] = csvRecords(readCsvExport(exported, 'contestants-'));
    expect(row?.Refund).toBe('Paid back outside the portal');
    keepsItsSecrets(exported.body, reference);
  });
});
