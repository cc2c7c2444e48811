/**
 * The words of the attendee side of events (browsing, the event page, booking, paying, tickets, My bookings, the
 * waitlist, sharing) in every language (decision 075). Competition entries keep their own catalogue
 * (registration/messages). Changes when one of these screens says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
