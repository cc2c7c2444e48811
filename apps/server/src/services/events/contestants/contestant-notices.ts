/**
 * What a competition entry's changes tell its entrant (decision 041): the registration received, its fee paid (a
 * receipt), the organiser's approval or rejection with their note. Each is written in the change's transaction, once
 * per entry (an entry reaches each of these at most once). Changes when what an entry's notice says does.
 */
import type { TUiLanguage } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { type Said, say, written } from '../../../platform/i18n/say.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { notify } from '../../../platform/notifications/outbox.js';
import { moneyText } from '../../../platform/wording.js';
import { type MoneyBack, moneyBackSaid, paidSaid, registrationsPage, whenText } from '../notices.js';

async function entryFacts(executor: Executor, contestantId: string) {
  const row = await executor
    .selectFrom('contestants as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('credit_purchases as p', 'p.id', 'c.purchase_id')
    .select([
      'c.id',
      'c.realm',
      'c.user_id',
      'c.fee_credits',
      'c.paid_credits',
      'c.is_group_performance',
      'c.additional_contestants',
      'e.title',
      'e.title_hi',
      'e.starts_at',
      'e.time_zone',
      'p.amount_minor',
      'p.currency',
      'p.payment_id',
      'u.time_zone as reader_zone',
    ])
    .where('c.id', '=', contestantId)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    // The organiser's Hindi title for Hindi readers (decision 077).
    event: written(row.title, { 'hi-IN': row.title_hi }),
    // The entrant's own time beside the event's where their clocks differ (decision 053), in their language.
    when: (language: TUiLanguage) => whenText(row.starts_at, row.time_zone, row.reader_zone, language),
  };
}

/** A new entry: what it is for, and whether a fee is still to pay. */
export async function tellRegistrationReceived(trx: Transaction<DB>, contestantId: string) {
  const entry = await entryFacts(trx, contestantId);
  const next =
    entry.fee_credits > 0
      ? say('Pay the entry fee of {credits, plural, one {# credit} other {# credits}} to complete it.', {
          credits: entry.fee_credits,
        })
      : say('There is no entry fee; the organiser will review your entry.');
  // Said in the entrant's language (decision 077).
  await notify(trx, {
    userId: entry.user_id,
    kind: 'registration-received',
    title: say('Registration received: {event}', { event: entry.event }),
    body: (_zone, language) =>
      entry.is_group_performance
        ? say('We received your registration for a group of {people} for {event} on {when}. {next}', {
            people: 1 + entry.additional_contestants.length,
            event: entry.event,
            when: entry.when(language),
            next,
          })
        : say('We received your registration for {event} on {when}. {next}', {
            event: entry.event,
            when: entry.when(language),
            next,
          }),
    link: registrationsPage(entry.realm),
    onceKey: `registration-received:${entry.id}`,
  });
}

/** The entry fee's receipt: what was paid and how (through the gateway when `viaGateway`, else from the wallet). */
export async function tellFeePaid(
  trx: Transaction<DB>,
  contestantId: string,
  input: { viaGateway: boolean },
) {
  const entry = await entryFacts(trx, contestantId);
  const paid = paidSaid({
    credits: entry.paid_credits,
    method: input.viaGateway ? 'gateway' : 'credits',
    amountMinor: entry.amount_minor === null ? null : toInt(entry.amount_minor),
    currency: entry.currency,
  });
  await notify(trx, {
    userId: entry.user_id,
    kind: 'registration-fee-paid',
    title: say('Entry fee paid: {event}', { event: entry.event }),
    body: (_zone, language) =>
      say('{paid} Your entry for {event} on {when} is registered; the organiser will review it.', {
        paid,
        event: entry.event,
        when: entry.when(language),
      }),
    link: registrationsPage(entry.realm),
    details: { reference: input.viaGateway ? entry.payment_id : null },
    onceKey: `registration-fee-paid:${entry.id}`,
  });
}

/**
 * The organiser's decision on an entry, with their note as they wrote it; a rejection also says what became of a
 * paid fee under the competition's rule (decision 054): where the refund went (`back`), or that the `kept` credits
 * are not refunded. Other review moves tell nothing.
 */
export async function tellReviewed(
  trx: Transaction<DB>,
  contestantId: string,
  input: { status: string; note: string | null; back: MoneyBack; kept: number },
) {
  if (input.status !== 'approved' && input.status !== 'rejected') return;
  const entry = await entryFacts(trx, contestantId);
  const approved = input.status === 'approved';
  const { event } = entry;
  const note = input.note;
  const approvedSaid = (when: string): Said =>
    note
      ? say('The organiser approved your entry for {event} on {when}. Their note: “{note}”', {
          event,
          when,
          note,
        })
      : say('The organiser approved your entry for {event} on {when}.', { event, when });
  const money = notSelectedMoneySaid(entry, input);
  const notSelected = note
    ? say('The organiser did not select your entry for {event}. Their note: “{note}” {money}', {
        event,
        note,
        money,
      })
    : say('The organiser did not select your entry for {event}. {money}', { event, money });
  await notify(trx, {
    userId: entry.user_id,
    kind: approved ? 'registration-approved' : 'registration-rejected',
    title: approved
      ? say('Registration approved: {event}', { event })
      : say('Entry not selected: {event}', { event }),
    body: (_zone, language) => (approved ? approvedSaid(entry.when(language)) : notSelected),
    link: registrationsPage(entry.realm),
    details: { note: input.note },
    onceKey: `registration-${input.status}:${entry.id}`,
  });
}

/** What a rejection did with the entrant's money: refunded, kept by the competition's rule, or nothing paid. */
function notSelectedMoneySaid(
  entry: { paid_credits: number; fee_credits: number; amount_minor: unknown; currency: string | null },
  input: { back: MoneyBack; kept: number },
): Said {
  if (input.back) return moneyBackSaid(input.back);
  if (input.kept <= 0) return say('You paid no fee, so there is nothing to refund.');
  if (entry.amount_minor !== null && entry.currency !== null && entry.paid_credits > 0)
    return say(
      'Your fee of {money} is not refunded: this competition keeps the fee of entries it does not select, as it said before you paid.',
      {
        money: moneyText(
          Math.round((toInt(entry.amount_minor as string) * input.kept) / entry.paid_credits),
          entry.currency,
        ),
      },
    );
  return say(
    'Your fee of {credits, plural, one {# credit} other {# credits}} is not refunded: this competition keeps the fee of entries it does not select, as it said before you paid.',
    { credits: input.kept },
  );
}
