/**
 * The words only an event page says (its details, choosing seats, ticket types and attendees, a promo code, the
 * share button) in every language, on top of the feature's common words (../messages): a catalogue of their own,
 * so the events list does not carry them (decisions 075 and 081). Changes when the event page says something new.
 */
import { definePartCatalogue } from '@/i18n/catalogue';
import { t as common } from '../messages';
import english from './messages/en.json';

export const { t } = definePartCatalogue(
  english,
  import.meta.glob(['./messages/*.json', '!./messages/en.json']),
  common,
);
