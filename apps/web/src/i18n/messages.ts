/**
 * The language switch's own words (decision 075). Changes when the switch says something new.
 */
import { defineCatalogue } from './catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
