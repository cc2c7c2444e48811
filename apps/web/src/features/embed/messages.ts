/**
 * The booking widget's words in every language (decision 075): its frame and its sign-in popup. A catalogue of its
 * own, so the portal's pages do not carry it. Changes when the widget says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
