/**
 * The API keys page's words in every language (decision 075): making, listing and revoking an organiser's keys
 * (decision 090). Loaded with that page only. Changes when the page says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
