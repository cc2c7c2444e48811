/**
 * What forms and pickers say from the shared layer (zod's generic refusals in plain words, time-zone places) in every language; apart from lib/messages.ts, which the first page needs (decision 075).
 * Changes when a form's shared words do.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
