/**
 * The location chip's words in every language (decision 075): it sits in every page's top bar and on the
 * dashboard, so it carries only its own few; the dialog it opens has its catalogue in dialog/. Changes when the
 * chip says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
