/**
 * A module's page in every language (decision 075): details, availability, launch alert, backing and an admin's
 * launch. Apart from the grid's catalogue (../messages.ts) because only this lazy page needs it. Changes when the
 * module page says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
