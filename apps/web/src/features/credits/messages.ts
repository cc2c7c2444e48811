/**
 * The words of the credits pages (balance, buying, pending purchases, history, ledger, the payment return page)
 * in every language (decision 075). The header's balance chip has its own small catalogue (chip/messages.ts).
 * Changes when a credits screen says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
