/**
 * The words of the notification pages (the list, each notification's actions, the email preferences) in every
 * language (decision 075). The header's bell has its own small catalogue (bell/messages.ts). Changes when a
 * notification screen says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
