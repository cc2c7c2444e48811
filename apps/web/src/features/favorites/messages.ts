/**
 * The favorites' words on the dashboard (the bar, the star, their failures) in every language (decision 075).
 * The settings dialog, loaded on first use, has its own catalogue in settings/, so the dashboard's first download
 * does not carry it (decision 032). Changes when the bar or the star says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
