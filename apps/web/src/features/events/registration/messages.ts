/**
 * The words of cultural competitions' entries in every language (decision 075): the registration wizard, adding
 * members, paying and withdrawing an entry, My registrations, a competition's card and rounds on its event page.
 * Changes when one of those screens says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
