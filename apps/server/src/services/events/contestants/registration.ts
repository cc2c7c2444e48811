/**
 * Entering a competition and adding group members: the group rules, and the entry fee they set (the contest fee
 * rule in contracts), fixed once a gateway payment for it starts (decision 023).
 * Changes when the group rules or how an entry is made change.
 */
import {
  contestEntryFee,
  type TAdditionalContestant,
  type TContestantStatus,
  type TRealm,
  type ZRegisterContestantRequest,
} from '@engagex/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { openCheckoutOf } from '../../main/index.js';
import { tellRegistrationReceived } from './contestant-notices.js';
import { competition, getContestant } from './reads.js';
import { lockContestant, logStatus, mayStart } from './transitions.js';

/** A competition's fee terms as its event row keeps them. */
const feeTerms = (event: { registration_fee_credits: number; fee_per_additional_contestant: number }) => ({
  baseFeeCredits: event.registration_fee_credits,
  perAdditionalContestantCredits: event.fee_per_additional_contestant,
});

function checkGroup(
  event: { max_group_size: number },
  isGroup: boolean,
  additional: TAdditionalContestant[],
) {
  if (!isGroup && additional.length > 0) {
    throw new AppError('VALIDATION_ERROR', 'A solo performance has no additional contestants', [
      { path: 'body.additionalContestants', message: 'Remove them or mark the performance as a group' },
    ]);
  }
  if (isGroup && additional.length === 0) {
    throw new AppError('VALIDATION_ERROR', 'A group performance needs at least one more contestant', [
      { path: 'body.additionalContestants', message: 'Add the other members of the group' },
    ]);
  }
  if (1 + additional.length > event.max_group_size) {
    throw new AppError(
      'VALIDATION_ERROR',
      say('This competition allows groups of at most {size}', { size: event.max_group_size }),
      [
        {
          path: 'body.additionalContestants',
          message: say('At most {count} additional contestants', { count: event.max_group_size - 1 }),
        },
      ],
    );
  }
}

/** One live registration per user per event: the partial unique index says so even under a race. */
export async function register(
  db: Database,
  realm: TRealm,
  input: z.infer<typeof ZRegisterContestantRequest> & { userId: string },
) {
  const id = await db.transaction().execute(async (trx) => {
    const event = await competition(trx, realm, input.eventId);
    if (event.status === 'cancelled')
      throw new AppError('BUSINESS_RULE', 'This competition has been withdrawn; it takes no entries');
    if (event.starts_at.getTime() <= Date.now())
      throw new AppError('BUSINESS_RULE', 'Registration has closed: the event has started');
    checkGroup(event, input.isGroupPerformance, input.additionalContestants);
    const fee = contestEntryFee(feeTerms(event), input.additionalContestants.length);
    const status: TContestantStatus = fee === 0 ? 'registered' : 'pending_payment';
    const row = await trx
      .insertInto('contestants')
      .values({
        realm,
        event_id: event.id,
        user_id: input.userId,
        personal_details: JSON.stringify(input.personalDetails),
        performance: JSON.stringify(input.performance),
        is_group_performance: input.isGroupPerformance,
        additional_contestants: JSON.stringify(input.additionalContestants),
        status,
        fee_credits: fee,
        payment_status: fee === 0 ? 'COMPLETED' : 'PENDING',
      })
      .onConflict((conflict) =>
        // A literal, not a parameter: PostgreSQL matches the partial unique index by its predicate when it
        // plans the statement, and a prepared statement's generic plan cannot prove `$1` equals it.
        conflict.columns(['event_id', 'user_id']).where('status', '<>', sql.lit('cancelled')).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', 'You are already registered for this competition');
    await logStatus(trx, { contestantId: row.id, from: null, to: status, by: input.userId });
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'contest_registered',
      title: say('Registered for {event}', { event: event.title }),
      moduleId: 'events',
      reference: `contestant:${row.id}`,
    });
    await tellRegistrationReceived(trx, row.id);
    return row.id;
  });
  return getContestant(db, realm, { contestantId: id, userId: input.userId, admin: false });
}

export async function addContestants(
  db: Database,
  realm: TRealm,
  input: { userId: string; contestantId: string; contestants: TAdditionalContestant[] },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockContestant(trx, realm, input);
    if (!mayStart('add_members', row.status) || (row.status === 'registered' && row.fee_credits !== 0)) {
      throw new AppError(
        'BUSINESS_RULE',
        'Members can be added only before the fee is paid and the review starts',
      );
    }
    // The fee is fixed once a gateway payment for it starts (decision 023): changing it under an open checkout
    // would leave the payment short of the new fee.
    if (await openCheckoutOf(trx, row)) {
      throw new AppError(
        'CONFLICT',
        'A payment for the current fee is in progress; finish it, or cancel it, before adding members',
      );
    }
    const event = await competition(trx, realm, row.event_id);
    const all = [...(row.additional_contestants as TAdditionalContestant[]), ...input.contestants];
    checkGroup(event, true, all);
    const fee = contestEntryFee(feeTerms(event), all.length);
    await trx
      .updateTable('contestants')
      .set({
        additional_contestants: JSON.stringify(all),
        is_group_performance: true,
        fee_credits: fee,
        status: fee === 0 ? 'registered' : 'pending_payment',
        payment_status: fee === 0 ? 'COMPLETED' : 'PENDING',
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
  });
  return getContestant(db, realm, { contestantId: input.contestantId, userId: input.userId, admin: false });
}
