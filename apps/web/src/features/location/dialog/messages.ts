/**
 * The location dialog in every language (decision 075): where we think the person is, how we know, the ways to
 * change it, the time zone, and why a precise location could not be used. Loads with the dialog, not with the
 * chip (../messages.ts). Changes when the dialog says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
