/**
 * The words of the jobs screens (openings, applications and their fees, the admins' review queue and opening
 * form) in every language (decision 075). Changes when a jobs screen says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
