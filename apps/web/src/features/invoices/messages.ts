/**
 * The words of a buyer's GST documents (the invoice page of a booking, an entry or a job application, its credit
 * notes and its PDF) in every language (decision 075). Changes when the invoice page says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
