/**
 * How money going back to the payment it came from stands, in every language (decisions 038, 098 and 103): one
 * sentence per state, said alike by a booking, a ticket, a competition entry and the purchase history. Changes when
 * a refund's state reads differently.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
