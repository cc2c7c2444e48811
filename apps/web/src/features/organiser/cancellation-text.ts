import type { TEventCancellation } from '@engagex/contracts';
import { formatMinorMoney } from '@/lib/format';
import { t } from './messages';

/*
 * What the organiser's "Cancel event" confirmation says (decision 052): one line per kind of booking or entry let go
 * and where its money goes, then who is told. Kept apart from the dialog so the sentences live in one place. Each
 * line is one message, its bookings and entries chosen inside it, so every language keeps its own word order.
 */

const money = (preview: TEventCancellation) =>
  preview.moneyToCards.map((one) => formatMinorMoney(one.amountMinor, one.currency)).join(' + ');

/** Which of bookings and entries a line names: both, bookings only, or entries only. */
const kindOf = (bookings: number, entries: number) =>
  bookings > 0 && entries > 0 ? 'both' : bookings > 0 ? 'bookings' : 'entries';

/** The lines of the dialog's list, in the order a person reads consequences: money first, then the rest. */
export function cancellationLines(preview: TEventCancellation): string[] {
  const { bookings, entries } = preview;
  const lines: string[] = [];
  const toCard = bookings.toCard + entries.toCard;
  if (toCard > 0)
    lines.push(
      t('cancel.toCard', {
        kind: kindOf(bookings.toCard, entries.toCard),
        bookings: bookings.toCard,
        entries: entries.toCard,
        money: money(preview),
        count: toCard,
      }),
    );
  const toWallet = bookings.toWallet + entries.toWallet;
  if (toWallet > 0)
    lines.push(
      t('cancel.toWallet', {
        kind: kindOf(bookings.toWallet, entries.toWallet),
        bookings: bookings.toWallet,
        entries: entries.toWallet,
        credits: preview.creditsToWallets,
        count: toWallet,
      }),
    );
  if (bookings.held > 0) lines.push(t('cancel.held', { count: bookings.held }));
  const free = bookings.free + entries.free;
  if (free > 0) lines.push(t('cancel.free', { count: free }));
  if (preview.waiting > 0) lines.push(t('cancel.waiting', { count: preview.waiting }));
  return lines;
}

/** The sentence under the list: who is told, or that nobody needs to be. */
export function cancellationTold(preview: TEventCancellation): string {
  if (preview.people === 0) return t('cancel.toldNobody');
  return preview.people === 1 ? t('cancel.toldOne') : t('cancel.toldMany', { count: preview.people });
}

/** How many bookings and entries the cancellation lets go, for the dialog's first sentence. */
export function cancellationSummary(preview: TEventCancellation): string {
  const { bookings, entries } = preview;
  const booked = bookings.held + bookings.toCard + bookings.toWallet + bookings.free;
  const entered = entries.toCard + entries.toWallet + entries.free;
  if (booked + entered === 0) return t('cancel.summaryNone');
  return t('cancel.summary', {
    kind: kindOf(booked, entered),
    bookings: booked,
    entries: entered,
    total: booked + entered,
  });
}
