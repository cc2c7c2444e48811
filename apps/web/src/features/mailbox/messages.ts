/**
 * The words of the development mailbox (the list of kept emails, one kept email) in every language (decision 075).
 * Changes when a mailbox screen says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
