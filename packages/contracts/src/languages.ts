/**
 * The languages the portal is written in (decision 077): narrower than the formatting locales of
 * `GET /locales`, which pair a language with a country's currency. Changes when a language's catalogues are added.
 */
import { z } from 'zod';

/** Every language the web app and the server have catalogues for; the first is the default. */
export const UI_LANGUAGES = ['en-IN', 'hi-IN'] as const;
export type TUiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: TUiLanguage = 'en-IN';

export const ZUiLanguage = z.enum(UI_LANGUAGES, { error: () => 'Choose en-IN or hi-IN' });

/** PUT /users/locale: the language the person chose; it follows them to every device and into their emails. */
export const ZUpdateLocaleRequest = z.object({ locale: ZUiLanguage });
export type TUpdateLocaleRequest = z.infer<typeof ZUpdateLocaleRequest>;
