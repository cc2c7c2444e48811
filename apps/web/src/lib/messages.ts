/**
 * The shared layer's words (network and form errors, realms, time zones) and the app frame's, in every language
 * (decision 075).
 * Changes when a shared piece says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
