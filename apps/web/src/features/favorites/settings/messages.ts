/**
 * The favorites settings dialog in every language (decision 075): the switches and the sortable order with what
 * it announces to screen readers. Apart from ../messages.ts because the dialog loads only when opened. Changes when
 * the dialog says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
