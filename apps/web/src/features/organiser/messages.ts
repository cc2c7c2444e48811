/**
 * The words of the organiser's and event admin's screens (events, event form, slots, waitlists, venues, review
 * queue, bookings, cancelling) in every language (decision 075); the check-in desk has its own (check-in/messages.ts).
 * Changes when one of these screens says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
