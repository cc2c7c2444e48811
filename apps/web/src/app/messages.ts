/**
 * The app's own screens (not found, a page that failed) in every language (decision 075). Changes when one of
 * them says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
