/**
 * The module grid's words (status badges, filter, cards) in every language (decision 075). Only what the dashboard
 * shows: a module's own page has its catalogue in page/, so the dashboard's first download stays small (decision
 * 032). Changes when the grid or a card says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
