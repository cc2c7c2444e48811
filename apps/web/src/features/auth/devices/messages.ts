/**
 * "Your devices" in every language (decision 075): the page where a person sees where they are signed in and ends
 * a session (decision 087). Loaded with that page only. Changes when the page says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
