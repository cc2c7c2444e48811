/**
 * The words of the header's notification bell, apart from the notification pages' catalogue: the bell is in
 * every signed-in page's first download, so its catalogue holds only what it says (decision 075). Changes when
 * the bell says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
