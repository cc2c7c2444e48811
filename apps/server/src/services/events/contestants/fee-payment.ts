/**
 * An entry's fee paid: from the wallet at once, or through a gateway purchase of exactly the fee, which the
 * purchase purpose accepts only while the entry still waits for that fee and its competition is published.
 * Changes when an entry fee gains a way to be paid.
 */
import type {
  TRealm,
  ZCompleteContestantPaymentRequest,
  ZInitiateContestantPaymentRequest,
} from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { msg } from '../../../platform/i18n/say.js';
import { invoiceEntryFee } from '../../../platform/invoicing/paid-things.js';
import { postTransaction, spendPostings } from '../../../platform/ledger/ledger.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { completePurposePurchase, openCheckoutOf, payForThing } from '../../main/index.js';
import { tellFeePaid } from './contestant-notices.js';
import { contestantPayment, getContestant } from './reads.js';
import { lockContestant, logStatus, mayStart } from './transitions.js';

/** Gateway purchases for an entry fee carry this purpose; its handler (contestantPurchasePurpose) registers. */
export const contestantPurpose = (realm: TRealm) => `contestant:${realm}`;

/**
 * An entry fee is taken only while its competition is published: one withdrawn (cancelled) or put back to draft
 * takes no money, by credits or through the gateway.
 */
async function feeProblem(executor: Executor, row: { event_id: string; status: string }) {
  if (!mayStart('pay', row.status)) return new AppError('CONFLICT', 'This registration has no fee to pay');
  const event = await executor
    .selectFrom('events')
    .select('status')
    .where('id', '=', row.event_id)
    .executeTakeFirstOrThrow();
  if (event.status === 'cancelled')
    return new AppError('BUSINESS_RULE', 'This competition has been withdrawn; no fee is taken');
  if (event.status !== 'published')
    return new AppError('BUSINESS_RULE', 'This competition is not open for entries at the moment');
  return null;
}

async function markPaid(
  trx: Transaction<DB>,
  row: { id: string; user_id: string; fee_credits: number },
  purchaseId?: string,
) {
  const feeKey = `contestant:${row.id}:fee`;
  const posted = await postTransaction(trx, {
    idempotencyKey: feeKey,
    kind: 'spend',
    description: 'Competition registration fee',
    reference: { type: 'contestant', id: row.id },
    createdBy: row.user_id,
    postings: spendPostings(row.user_id, row.fee_credits),
  });
  // Its invoice, in this transaction, under the fee's ledger key (decision 079).
  await invoiceEntryFee(trx, { contestantId: row.id, sourceKey: feeKey });
  await trx
    .updateTable('contestants')
    .set({
      status: 'registered',
      paid_credits: row.fee_credits,
      payment_status: 'COMPLETED',
      payment_transaction_id: posted.transactionId,
      updated_at: new Date(),
      ...(purchaseId ? { purchase_id: purchaseId } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  await logStatus(trx, {
    contestantId: row.id,
    from: 'pending_payment',
    to: 'registered',
    notes: 'Fee paid',
    by: row.user_id,
  });
  await tellFeePaid(trx, row.id, { viaGateway: purchaseId !== undefined });
}

async function payFeeWithCredits(
  db: Database,
  realm: TRealm,
  input: { userId: string; contestantId: string },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockContestant(trx, realm, input);
    const problem = await feeProblem(trx, row);
    if (problem) throw problem;
    await markPaid(trx, row);
  });
  return getContestant(db, realm, { contestantId: input.contestantId, userId: input.userId, admin: false });
}

async function feeForGateway(db: Database, realm: TRealm, input: { userId: string; contestantId: string }) {
  const row = await db
    .selectFrom('contestants')
    .select(['id', 'status', 'fee_credits', 'event_id', 'purchase_id'])
    .where('id', '=', input.contestantId)
    .where('realm', '=', realm)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!row) throw notFound('Registration');
  const problem = await feeProblem(db, row);
  if (problem) throw problem;
  return { ...row, openPurchaseId: await openCheckoutOf(db, row) };
}

/**
 * Gateway payments for a fee: accepted only while the registration still waits for exactly that fee and its
 * competition is published; any other payment is refunded whole, never kept short of a changed fee.
 */
export function contestantPurchasePurpose(realm: TRealm) {
  return {
    returnPage: (contestantId: string) => ({
      path: '/events/payment-return',
      params: { kind: 'contestant', realm, id: contestantId },
    }),
    async accept(trx: Executor, purchase: { purpose_ref: string | null; user_id: string; credits: number }) {
      const row = await lockContestant(trx, realm, {
        contestantId: purchase.purpose_ref ?? '',
        userId: purchase.user_id,
      });
      if (!mayStart('pay', row.status))
        return { ok: false as const, reason: `The registration is ${row.status.replace('_', ' ')}` };
      const problem = await feeProblem(trx, row);
      if (problem) return { ok: false as const, reason: problem.message };
      if (purchase.credits !== row.fee_credits)
        return {
          ok: false as const,
          reason: 'The entry fee changed after this payment started; pay the new fee',
        };
      return { ok: true as const };
    },
    /** "Entry fee · Classical Dance Contest": a card payment reads as what it paid (decision 058). */
    async describe(executor: Executor, contestantIds: string[]) {
      const rows = await executor
        .selectFrom('contestants as c')
        .innerJoin('events as e', 'e.id', 'c.event_id')
        .select(['c.id', 'e.title'])
        .where('c.id', 'in', contestantIds)
        .execute();
      return new Map(rows.map((row) => [row.id, `Entry fee · ${row.title}`]));
    },
    /**
     * Until the competition starts (no withdrawal then, and an entrant's own cancel returns nothing), for an entry
     * this payment still pays; a cancelled entry was refunded, a rejected one keeps its fee.
     */
    async refundableUntil(executor: Executor, purchase: { id: string; purpose_ref: string | null }) {
      const row = await executor
        .selectFrom('contestants as c')
        .innerJoin('events as e', 'e.id', 'c.event_id')
        .select(['c.status', 'e.starts_at'])
        .where('c.id', '=', purchase.purpose_ref ?? '')
        .where('c.purchase_id', '=', purchase.id)
        .executeTakeFirst();
      return row && row.status !== 'cancelled' && row.status !== 'rejected' ? row.starts_at : null;
    },
    async fulfil(
      trx: Transaction<DB>,
      purchase: { id: string; purpose_ref: string | null; user_id: string },
    ) {
      const row = await lockContestant(trx, realm, {
        contestantId: purchase.purpose_ref ?? '',
        userId: purchase.user_id,
      });
      await markPaid(trx, row, purchase.id);
    },
  };
}

type Owner = { userId: string };

/** The registration and its fee payment, as both payment calls answer. */
async function contestantWithPayment(db: Database, realm: TRealm, input: Owner & { contestantId: string }) {
  const own = { ...input, admin: false };
  return {
    contestant: await getContestant(db, realm, own),
    payment: await contestantPayment(db, realm, own),
  };
}

/**
 * Pays a registration's fee from the wallet at once, or starts a gateway purchase of exactly the fee, tied to
 * the registration, whose checkout the client opens.
 */
export async function initiateFeePayment(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: Owner & z.infer<typeof ZInitiateContestantPaymentRequest>,
) {
  const { userId, contestantId } = input;
  await payForThing(db, gateway, {
    userId,
    method: input.method,
    purpose: contestantPurpose(realm),
    purposeRef: contestantId,
    payWithCredits: () => payFeeWithCredits(db, realm, { userId, contestantId }),
    unpaid: async () => {
      const row = await feeForGateway(db, realm, { userId, contestantId });
      return {
        credits: row.fee_credits,
        description: 'Competition registration fee',
        openPurchaseId: row.openPurchaseId,
      };
    },
    nameCheckout: async (purchaseId, unpaid) => {
      // Named on the registration only if the fee is still the one priced: members added meanwhile withdraw it.
      const named = await db
        .updateTable('contestants')
        .set({ purchase_id: purchaseId })
        .where('id', '=', contestantId)
        .where('status', '=', 'pending_payment')
        .where('fee_credits', '=', unpaid.credits)
        .executeTakeFirst();
      if (named.numUpdatedRows > 0n) return { named: true };
      return {
        named: false,
        refusal: new AppError(
          'CONFLICT',
          'The registration changed while the payment was being set up; nothing was charged, please retry',
        ),
      };
    },
  });
  return contestantWithPayment(db, realm, { userId, contestantId });
}

/** Completes the gateway payment of the user's own registration fee with the checkout's proof. */
export async function completeFeePayment(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: Owner & z.infer<typeof ZCompleteContestantPaymentRequest>,
) {
  const { userId, contestantId, ...proof } = input;
  await getContestant(db, realm, { contestantId, userId, admin: false });
  await completePurposePurchase(db, gateway, {
    userId,
    purpose: contestantPurpose(realm),
    purposeRef: contestantId,
    proof,
    notForIt: msg('This payment is not for this registration'),
  });
  return contestantWithPayment(db, realm, { userId, contestantId });
}
