/**
 * The words of the header's balance chip, apart from the credits pages' catalogue: the chip is in every page's
 * first download, so its catalogue holds only what it says (decision 075). Changes when the chip says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
