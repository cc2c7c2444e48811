/**
 * The sign-in page in every language (decision 075): the welcome, Google's and the demo sign-in, why a sign-in
 * failed and the suspended account's notice. Apart from ../messages.ts so that signed-in pages do not carry it.
 * Changes when the sign-in page says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
