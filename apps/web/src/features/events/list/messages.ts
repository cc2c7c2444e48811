/**
 * The words only the events list says (its search, filters and cards) in every language, on top of the feature's
 * common words (../messages): a catalogue of their own, so an event page does not carry them (decisions 075 and
 * 081). Changes when the events list says something new.
 */
import { definePartCatalogue } from '@/i18n/catalogue';
import { t as common } from '../messages';
import english from './messages/en.json';

export const { t } = definePartCatalogue(
  english,
  import.meta.glob(['./messages/*.json', '!./messages/en.json']),
  common,
);
