/**
 * What the events services tell people (decision 041): the web pages a notice links to, times and money as its sentences
 * write them. Notices are written with notify() in the transaction of the change they report (decision 041).
 * Changes when the web app's pages or the notices' wording do.
 */
import { DEFAULT_UI_LANGUAGE, type TRealm, type TUiLanguage } from '@engagex/contracts';
import { type Said, say, type Written } from '../../platform/i18n/say.js';
import { english } from '../../platform/i18n/translate.js';
import { eventMomentText } from '../../platform/moments.js';
import { moneyText } from '../../platform/wording.js';

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
export const whenText = (
  moment: Date,
  zone: string,
  readerZone: string | null = null,
  language: TUiLanguage = DEFAULT_UI_LANGUAGE,
) => eventMomentText(moment, zone, readerZone, language);

/** Where a cancelled booking's or entry's money went (decision 038), or null when nothing had been paid. */
export type MoneyBack =
  | { to: 'original'; amountMinor: number; currency: string; credits: number }
  | { to: 'credits'; credits: number }
  | null;

/** The sentence saying where the money went, for a notice and its receipt email. */
/** Where the money of a cancelled booking went, as a sentence to say in the reader's language (decision 077). */
export function moneyBackSaid(back: MoneyBack): Said {
  if (!back) return say('Nothing had been paid, so there is nothing to refund.');
  if (back.to === 'original')
    return say('{money} is being refunded to the card or account you paid with.', {
      money: moneyText(back.amountMinor, back.currency),
    });
  return say('{credits, plural, one {# credit was} other {# credits were}} returned to your wallet.', {
    credits: back.credits,
  });
}

export const moneyBackText = (back: MoneyBack): string => english(moneyBackSaid(back));

type Paid = { credits: number; method: string | null; amountMinor: number | null; currency: string | null };

/** What was paid for a booking, as a sentence to say in the reader's language (decision 077). */
export function paidSaid(paid: Paid): Said {
  if (paid.credits === 0) return say('Free: there was nothing to pay.');
  if (paid.method === 'gateway' && paid.amountMinor !== null && paid.currency !== null)
    return say('Paid {money} online ({credits, plural, one {# credit} other {# credits}}).', {
      money: moneyText(paid.amountMinor, paid.currency),
      credits: paid.credits,
    });
  return say('Paid {credits, plural, one {# credit} other {# credits}} from your wallet.', {
    credits: paid.credits,
  });
}

export const paidText = (paid: Paid): string => english(paidSaid(paid));

/** The organiser's reason for cancelling, quoted as written, in a sentence said in the reader's language. */
export const eventCancelledSaid = (title: string | Written, reason: string) =>
  say('The organiser cancelled {event} and wrote: “{reason}”.', { event: title, reason });

export const eventCancelledText = (title: string, reason: string) =>
  english(eventCancelledSaid(title, reason));
