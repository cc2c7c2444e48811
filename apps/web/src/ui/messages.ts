/**
 * The design system's words (dialogs, pickers, pagination, toasts, payment results, date and time fields) in every
 * language (decision 075). Changes when a shared component says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
