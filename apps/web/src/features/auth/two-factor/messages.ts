/**
 * "Two-factor sign-in" in every language (decision 075): the page where a person sets up an authenticator app,
 * saves their recovery codes and turns it off (decision 089). Loaded with that page only. Changes when the page
 * says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
