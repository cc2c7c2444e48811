/**
 * The words of the design system's controls, pickers and dialogs (date, time, district and time-zone pickers,
 * pagination, exports, payment results, toasts) in every language; apart from ui/messages.ts, which the first
 * page needs (decision 075). Changes when a control says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
