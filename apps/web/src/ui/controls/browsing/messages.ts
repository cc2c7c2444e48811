/**
 * The controls' words a list says from its first frame (pagination, the date field, the district field before its
 * search loads) in every language: apart from the other controls' words (../messages.ts, which reads these too),
 * so the events list does not carry the dialogs', pickers' and payment results' words (decision 112). Changes when
 * one of those controls says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
