/**
 * A booker moves a booking to another showing of the same event (POST …/transfer). Changes when what a transfer
 * may target does (a room's event: only while admitted, decision 080); what it may move is the transition table's (decision 033), the seats are seats.ts's.
 */
import type { TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { refuseUnlessAdmitted } from '../waiting-room/gate.js';
import { moveBooking } from './lifecycle.js';
import { lockForChange } from './locking.js';
import { getBooking } from './reads.js';

/**
 * Moves a booking to another slot of the same event in one transaction, both slots locked in id order. The
 * booking keeps everything else (payment, ticket, refund rights), so a transfer never launders a restriction:
 * a used ticket or a started show cannot be moved at all (the table).
 */
export async function transferBooking(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string; targetSlotId: string },
) {
  await db.transaction().execute(async (trx) => {
    const { booking, slots } = await lockForChange(
      trx,
      realm,
      { ...input, alsoSlots: [input.targetSlotId] },
      'transfer',
    );
    if (booking.slot_id === input.targetSlotId)
      throw new AppError('BUSINESS_RULE', 'The booking is already in that slot');
    const target = slots.get(input.targetSlotId);
    if (!target || target.event_id !== booking.event_id) throw notFound('Slot');
    if (target.starts_at.getTime() <= Date.now())
      throw new AppError('BUSINESS_RULE', 'That slot has already started');
    // Moving into another show takes its seats: while the event's room is on, only with a running admission.
    await refuseUnlessAdmitted(trx, booking.event_id, input.userId);
    await moveBooking(trx, booking, target);
  });
  return getBooking(db, realm, { ...input, admin: false });
}
