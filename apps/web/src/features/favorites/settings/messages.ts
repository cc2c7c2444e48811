/**
 * The favorites settings in every language (decision 075): the dialog's switches, the sortable order with what it
 * announces to screen readers, and the only-favorites notice. Apart from ../messages.ts because all of it loads only
 * when used, not with the dashboard. Changes when the settings say something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
