/**
 * What each purchase pays for, known to every process (decisions 023 and 034). Changes when a purpose's contract
 * does.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import type { CreditPurchasesTable, DB } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { AppError } from '../errors.js';

export type PurchaseRow = Selectable<CreditPurchasesTable>;

/** The purpose of a purchase of plain credits: nothing else to do, the credits stay in the wallet. */
export const PLAIN_CREDITS = 'credits';

/**
 * A purchase made to pay for something (a booking, a contest fee, a job fee): the credits bought are spent on
 * it in the same transaction that credits them, and if it can no longer take them the payment is refunded
 * instead of credited (decision 023).
 */
export type PurchasePurpose = {
  accept(trx: Transaction<DB>, purchase: PurchaseRow): Promise<{ ok: true } | { ok: false; reason: string }>;
  /**
   * Runs in the payment's transaction, so the purpose's own notice (which carries the receipt: the row has the
   * amount, currency and payment id) is written with it; the credits service sends no receipt for a purpose.
   */
  fulfil(trx: Transaction<DB>, purchase: PurchaseRow & { ledger_transaction_id: string }): Promise<void>;
  /** The web page the browser returns to from checkout, which completes the payment for that item. */
  returnPage(purposeRef: string): ReturnPage;
  /**
   * Until when a refund path can still send this payment back (a show's start, a competition's): a referral reward
   * for it waits until then (decision 051). Null: no path can any more (already refunded or kept, or started).
   * Left out, the thing paid for is never refunded (a job fee).
   */
  refundableUntil?(executor: Executor, purchase: PurchaseRow): Promise<Date | null>;
  /**
   * What each payment paid for, by its reference, in the purchase history's words ("2 seats · Classical Night",
   * "Entry fee · Classical Dance Contest"): a card payment for a thing reads as that payment (decision 058).
   */
  describe?(executor: Executor, refs: string[]): Promise<Map<string, string>>;
};
export type ReturnPage = { path: string; params: Record<string, string> };

const PAYS_FOR: Record<string, string> = {
  booking: 'Event booking',
  contestant: 'Competition entry fee',
  'job-fee': 'Job application fee',
};

/** What a purpose pays for in general words, before its reference is read; null for plain credits. */
export function paysFor(purpose: string): string | null {
  if (purpose === PLAIN_CREDITS) return null;
  return PAYS_FOR[purpose.split(':')[0] ?? ''] ?? 'A payment';
}

/**
 * A purchase names a purpose this process does not know (a newer release wrote it during a rolling deploy,
 * or a purpose was left out of app.ts). Crediting the wallet instead would let the hold lapse and the seat be
 * resold, so nothing is written: a 503, which the gateway retries and the browser can retry (decision 034).
 */
export class UnknownPurposeError extends AppError {
  constructor(readonly purpose: string) {
    super(
      'SERVICE_UNAVAILABLE',
      'This payment cannot be confirmed right now. It is kept safe and will be confirmed or refunded; please do not pay again.',
    );
    this.name = 'UnknownPurposeError';
  }
}

export function logUnknownPurpose(log: FastifyBaseLogger, error: UnknownPurposeError) {
  log.error(
    { err: error, purpose: error.purpose },
    'a payment names a purchase purpose this process does not know; answered 503 so it is retried',
  );
}

/**
 * Every purpose of the codebase. app.ts registers them all when it builds the app, whatever SERVICES runs in
 * this process: the process that takes a webhook or a checkout return need not serve the thing paid for.
 */
const purposes = new Map<string, PurchasePurpose>();

export function registerPurchasePurposes(entries: Iterable<readonly [string, PurchasePurpose]>) {
  for (const [name, purpose] of entries) {
    if (name === PLAIN_CREDITS) throw new Error(`"${PLAIN_CREDITS}" is the plain purchase, not a purpose`);
    purposes.set(name, purpose);
  }
}

/** The handler of a purchase's purpose, or null for plain credits; an unknown name is never taken for credits. */
export function purposeOf(name: string): PurchasePurpose | null {
  if (name === PLAIN_CREDITS) return null;
  const purpose = purposes.get(name);
  if (!purpose) throw new UnknownPurposeError(name);
  return purpose;
}
