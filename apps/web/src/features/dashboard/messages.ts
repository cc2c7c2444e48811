/**
 * The dashboard's words (greeting, stats, recent activity) in every language (decision 075). Kept short: the
 * dashboard is the first page and its JavaScript budget is tight (decision 032). Changes when the dashboard says
 * something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
