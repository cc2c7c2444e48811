/**
 * The waiting room's words for the people in it, in every language (decision 075): the room page, and the event
 * page's booking panel while a room decides who books (loaded with the room's code, only for an event with a room).
 * The organiser's panel keeps its own catalogue. Changes when one of these screens says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
