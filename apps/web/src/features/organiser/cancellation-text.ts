import type { TEventCancellation } from '@engagex/contracts';
import { formatCredits, formatMinorMoney, plural } from '@/lib/format';

/*
 * What the organiser's "Cancel event" confirmation says (decision 052): one line per kind of booking or entry let go
 * and where its money goes, then who is told. Kept apart from the dialog so the sentences live in one place.
 */

const money = (preview: TEventCancellation) =>
  preview.moneyToCards.map((one) => formatMinorMoney(one.amountMinor, one.currency)).join(' + ');

/** The lines of the dialog's list, in the order a person reads consequences: money first, then the rest. */
export function cancellationLines(preview: TEventCancellation): string[] {
  const { bookings, entries } = preview;
  const lines: string[] = [];
  const toCard = bookings.toCard + entries.toCard;
  if (toCard > 0) {
    const what = [
      bookings.toCard > 0 ? plural(bookings.toCard, 'booking') : null,
      entries.toCard > 0 ? plural(entries.toCard, 'competition entry', 'competition entries') : null,
    ]
      .filter(Boolean)
      .join(' and ');
    const where =
      toCard === 1 ? 'the card or account it was paid with' : 'the cards or accounts they were paid with';
    lines.push(`${what} paid by card or bank: ${money(preview)} refunded to ${where}.`);
  }
  const toWallet = bookings.toWallet + entries.toWallet;
  if (toWallet > 0) {
    const what = [
      bookings.toWallet > 0 ? plural(bookings.toWallet, 'booking') : null,
      entries.toWallet > 0 ? plural(entries.toWallet, 'competition entry', 'competition entries') : null,
    ]
      .filter(Boolean)
      .join(' and ');
    const where = toWallet === 1 ? 'the wallet they came from' : 'the wallets they came from';
    lines.push(`${what} paid with credits: ${formatCredits(preview.creditsToWallets)} back to ${where}.`);
  }
  if (bookings.held > 0)
    lines.push(`${plural(bookings.held, 'hold')} not yet paid: the seats are released; nothing was charged.`);
  const free = bookings.free + entries.free;
  if (free > 0)
    lines.push(
      `${plural(free, 'free booking or entry', 'free bookings or entries')} cancelled: nothing to refund.`,
    );
  if (preview.waiting > 0)
    lines.push(`${plural(preview.waiting, 'person', 'people')} on the waitlist: the waitlist closes.`);
  return lines;
}

/** The sentence under the list: who is told, or that nobody needs to be. */
export function cancellationTold(preview: TEventCancellation): string {
  if (preview.people === 0)
    return 'Nobody has booked, entered or joined a waitlist, so nobody needs to be told.';
  return preview.people === 1
    ? 'The one person affected is told in a notification and by email, with where their money goes.'
    : `Everyone affected (${plural(preview.people, 'person', 'people')}) is told in a notification and by email, each with where their money goes.`;
}

/** How many bookings and entries the cancellation lets go, for the dialog's first sentence. */
export function cancellationSummary(preview: TEventCancellation): string {
  const { bookings, entries } = preview;
  const booked = bookings.held + bookings.toCard + bookings.toWallet + bookings.free;
  const entered = entries.toCard + entries.toWallet + entries.free;
  if (booked + entered === 0) return 'No bookings or competition entries are cancelled.';
  const parts = [
    booked > 0 ? plural(booked, 'booking') : null,
    entered > 0 ? plural(entered, 'competition entry', 'competition entries') : null,
  ].filter(Boolean);
  return `${parts.join(' and ')} ${booked + entered === 1 ? 'is' : 'are'} cancelled:`;
}
