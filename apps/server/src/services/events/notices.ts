/**
 * What the events services tell people (decision 041): the web pages a notice links to, times and money as its sentences
 * write them. Notices are written with notify() in the transaction of the change they report (decision 041).
 * Changes when the web app's pages or the notices' wording do.
 */
import type { TRealm } from '@engagex/contracts';
import { eventMomentText } from '../../platform/moments.js';
import { creditsText, moneyText } from '../../platform/wording.js';

/** `?realm=` as the web app's pages read it (apps/web/src/lib/realm.ts): the default realm needs none. */
const realmSearch = (realm: TRealm) => (realm === 'events' ? '' : `?realm=${realm}`);

/** My bookings (apps/web/src/features/events/paths.ts), on the realm's tab: where a ticket is shown. */
export const bookingsPage = (realm: TRealm) => `/events/bookings${realmSearch(realm)}`;
/** One ticket's page (docs/product.md "The ticket wallet"), which also opens offline: `/events/bookings/<id>`, the realm as above. */
export const ticketPage = (realm: TRealm, bookingId: string) =>
  `/events/bookings/${bookingId}${realmSearch(realm)}`;
/** My registrations, on the realm's tab. */
export const registrationsPage = (realm: TRealm) => `/events/registrations${realmSearch(realm)}`;

/**
 * "Sat, 12 Dec 2026, 7:00 pm IST": a moment as people at the event read it, in its own zone (decision 039), with the
 * reader's time after it where their clock reads differently (decision 053).
 */
export const whenText = (moment: Date, zone: string, readerZone: string | null = null) =>
  eventMomentText(moment, zone, readerZone);

/** Where a cancelled booking's or entry's money went (decision 038), or null when nothing had been paid. */
export type MoneyBack =
  | { to: 'original'; amountMinor: number; currency: string; credits: number }
  | { to: 'credits'; credits: number }
  | null;

/** The sentence saying where the money went, for a notice and its receipt email. */
export function moneyBackText(back: MoneyBack): string {
  if (!back) return 'Nothing had been paid, so there is nothing to refund.';
  if (back.to === 'original')
    return `${moneyText(back.amountMinor, back.currency)} is being refunded to the card or account you paid with.`;
  return `${creditsText(back.credits)} ${back.credits === 1 ? 'was' : 'were'} returned to your wallet.`;
}

/** What was paid, as a receipt says it: money through the gateway, credits from the wallet, or nothing. */
export function paidText(paid: {
  credits: number;
  method: string | null;
  amountMinor: number | null;
  currency: string | null;
}): string {
  if (paid.credits === 0) return 'Free: there was nothing to pay.';
  if (paid.method === 'gateway' && paid.amountMinor !== null && paid.currency !== null)
    return `Paid ${moneyText(paid.amountMinor, paid.currency)} online (${creditsText(paid.credits)}).`;
  return `Paid ${creditsText(paid.credits)} from your wallet.`;
}

/**
 * The opening of every notice an event's cancellation writes (decision 069): who cancelled and, in their own words,
 * why. The reason is required by the cancel route, so everyone told reads it.
 */
export const eventCancelledText = (title: string, reason: string) =>
  `The organiser cancelled ${title} and wrote: “${reason}”.`;
