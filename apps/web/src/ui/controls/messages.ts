/**
 * The words of the design system's controls, pickers and dialogs (date, time, district and time-zone pickers,
 * exports, payment results, toasts) in every language; apart from ui/messages.ts, which the first page needs
 * (decision 075). What a list says from its first frame (pagination, the date field, the district field) is in
 * ./browsing/messages.ts (decision 112), which `t` reads too. Changes when a control says something new.
 */
import { definePartCatalogue } from '@/i18n/catalogue';
import { t as browsing } from './browsing/messages';
import english from './messages/en.json';

export const { t } = definePartCatalogue(
  english,
  import.meta.glob(['./messages/*.json', '!./messages/en.json']),
  browsing,
);
