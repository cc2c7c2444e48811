/**
 * The words of the organiser's webhooks page (decision 091) in every language (decision 075). Changes when the page
 * says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
