/**
 * The words of the portal's frames (navigation, sidebar, bottom bar, sheets) in every language (decision 075).
 * Changes when a frame says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
