/**
 * Every language's server catalogue (decision 077): English sentence → its translation. English needs none: its
 * sentences are the keys. A language is added here in one line, beside its folder of catalogues (hi/), its
 * code in contracts' UI_LANGUAGES and the users_locale_known check. Changes when a language is added.
 */
import type { TUiLanguage } from '@engagex/contracts';
import { hindi } from './hi/index.js';

export type Catalogue = Readonly<Record<string, string>>;

export const CATALOGUES: Record<TUiLanguage, Catalogue> = {
  'en-IN': {},
  'hi-IN': hindi,
};
