/**
 * The words of the attendee screens reached after the events list and an event page (My bookings, a ticket, a
 * booking in progress, a hold, paying, the waitlists, sharing) in every language, on top of the feature's common
 * words (../messages): a catalogue of their own, so the list and an event page do not carry them (decisions 075
 * and 081). Changes when one of these screens says something new.
 */
import { definePartCatalogue } from '@/i18n/catalogue';
import { t as common } from '../messages';
import english from './messages/en.json';

export const { t } = definePartCatalogue(
  english,
  import.meta.glob(['./messages/*.json', '!./messages/en.json']),
  common,
);
