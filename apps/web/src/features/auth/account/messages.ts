/**
 * The account panel's words in every language (decision 075): the balance, member-since and sign-out of the menu
 * that opens from the header. Loaded with the panel, not with every page (../messages.ts). Changes when the panel
 * says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
