/**
 * The words of the admin console (people, a person's roles, credits, sessions, standing and history, the audit log
 * and its filters) in every language (decision 075). Changes when a console screen says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
