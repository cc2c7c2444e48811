/**
 * What cancelling an event would do, read before the organiser confirms it (decision 052): the same bookings and
 * entries `cancelEverythingPaidFor` lets go, counted by where their money goes, without locking or writing anything.
 * Changes with event-cancellation.ts: both must choose the same rows.
 */
import type { TEventCancellation, TRealm } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { ENTRY_CHANGES_FROM } from '../contestants/transitions.js';
import { holdLapsed } from './hold-terms.js';
import { stagesAllowing, transitionProblem } from './transitions.js';

type Money = { amountMinor: number; currency: string };

function addMoney(totals: Map<string, number>, money: Money) {
  totals.set(money.currency, (totals.get(money.currency) ?? 0) + money.amountMinor);
}

/** A booking the cancellation lets go, and where its money would go (cancelLocked's rule). */
async function bookingsLetGo(executor: Executor, realm: TRealm, eventId: string, now: Date) {
  const rows = await executor
    .selectFrom('bookings as b')
    .innerJoin('event_slots as s', 's.id', 'b.slot_id')
    .leftJoin('credit_purchases as p', (join) =>
      join.onRef('p.id', '=', 'b.purchase_id').on('p.status', '=', 'completed'),
    )
    .select([
      'b.user_id',
      'b.status',
      'b.checked_in_at',
      'b.hold_expires_at',
      'b.paid_credits',
      'b.payment_method',
      'b.purchase_id',
      's.starts_at',
      'p.amount_minor',
      'p.credits as purchase_credits',
      'p.currency',
    ])
    .where('b.event_id', '=', eventId)
    .where('b.realm', '=', realm)
    .where('b.status', 'in', stagesAllowing('cancel'))
    .execute();
  return rows.filter(
    (row) =>
      !holdLapsed(row, now) &&
      !transitionProblem(row, 'cancel', { showStartsAt: row.starts_at, eventStatus: 'cancelled', now }),
  );
}

/** The entries a withdrawal cancels (lockEntriesToWithdraw's rule), with the purchase that paid each fee. */
async function entriesWithdrawn(
  executor: Executor,
  realm: TRealm,
  eventId: string,
  startsAt: Date,
  now: Date,
) {
  if (startsAt.getTime() <= now.getTime()) return [];
  return executor
    .selectFrom('contestants as c')
    .leftJoin('credit_purchases as p', (join) =>
      join.onRef('p.id', '=', 'c.purchase_id').on('p.status', '=', 'completed'),
    )
    .select([
      'c.user_id',
      'c.paid_credits',
      'c.refunded_credits',
      'p.amount_minor',
      'p.credits as purchase_credits',
      'p.currency',
    ])
    .where('c.event_id', '=', eventId)
    .where('c.realm', '=', realm)
    .where('c.status', 'in', ENTRY_CHANGES_FROM.withdraw)
    .execute();
}

/** A refund's share of a purchase, as `requestOriginalRefund` computes it. */
const shareOf = (
  purchase: { amount_minor: number | string | bigint; purchase_credits: number },
  credits: number,
) =>
  Math.round(
    (toInt(purchase.amount_minor) * Math.min(credits, purchase.purchase_credits)) / purchase.purchase_credits,
  );

/** GET …/events/{id}/cancellation: the counts the organiser's confirmation shows. The caller checked who runs it. */
export async function previewEventCancellation(
  executor: Executor,
  realm: TRealm,
  event: { id: string; status: TEventCancellation['status']; startsAt: string },
): Promise<TEventCancellation> {
  const now = new Date();
  const preview: TEventCancellation = {
    status: event.status,
    bookings: { held: 0, toCard: 0, toWallet: 0, free: 0 },
    entries: { toCard: 0, toWallet: 0, free: 0 },
    moneyToCards: [],
    creditsToWallets: 0,
    waiting: 0,
    people: 0,
  };
  if (event.status === 'cancelled') return preview;
  const toCards = new Map<string, number>();
  const told = new Set<string>();
  for (const row of await bookingsLetGo(executor, realm, event.id, now)) {
    told.add(row.user_id);
    const gateway = row.payment_method === 'gateway' && row.amount_minor !== null && row.currency !== null;
    if (row.status === 'held') preview.bookings.held += 1;
    else if (row.paid_credits <= 0) preview.bookings.free += 1;
    else if (gateway && row.amount_minor !== null && row.currency !== null && row.purchase_credits !== null) {
      preview.bookings.toCard += 1;
      addMoney(toCards, {
        amountMinor: shareOf(
          { amount_minor: row.amount_minor, purchase_credits: row.purchase_credits },
          row.paid_credits,
        ),
        currency: row.currency,
      });
    } else {
      preview.bookings.toWallet += 1;
      preview.creditsToWallets += row.paid_credits;
    }
  }
  for (const row of await entriesWithdrawn(executor, realm, event.id, new Date(event.startsAt), now)) {
    told.add(row.user_id);
    const refund = row.paid_credits - row.refunded_credits;
    if (refund <= 0) preview.entries.free += 1;
    else if (row.amount_minor !== null && row.currency !== null && row.purchase_credits !== null) {
      preview.entries.toCard += 1;
      addMoney(toCards, {
        amountMinor: shareOf(
          { amount_minor: row.amount_minor, purchase_credits: row.purchase_credits },
          refund,
        ),
        currency: row.currency,
      });
    } else {
      preview.entries.toWallet += 1;
      preview.creditsToWallets += refund;
    }
  }
  const waiting = await executor
    .selectFrom('waitlist_entries as w')
    .innerJoin('event_slots as s', 's.id', 'w.slot_id')
    .select('w.user_id')
    .where('s.event_id', '=', event.id)
    .where('w.status', '=', 'waiting')
    .execute();
  preview.waiting = new Set(waiting.map((row) => row.user_id)).size;
  for (const row of waiting) told.add(row.user_id);
  preview.moneyToCards = [...toCards].map(([currency, amountMinor]) => ({ amountMinor, currency }));
  preview.people = told.size;
  return preview;
}
