/**
 * The session's and the account menu's words in every language (decision 075): the few that every signed-in page
 * may show. The sign-in page has its catalogue in sign-in/, loaded with that page only. Changes when the session or
 * the account menu says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
