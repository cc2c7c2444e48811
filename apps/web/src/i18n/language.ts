/**
 * The language the portal speaks to this reader (decision 075): English or Hindi, chosen by the reader, else
 * their browser's. One place holds it, `<html lang>` follows it, and screens re-render when it changes.
 * Changes when a language is added: one line in LANGUAGES (and a `<code>.json` catalogue beside each English one).
 */
import { STORAGE_KEYS } from '@engagex/contracts';

/**
 * Every language the portal speaks, each written in itself: its name in the account menu's choice and the offer
 * the header's button makes to switch to it. Adding Marathi: `{ locale: 'mr-IN', file: 'mr', … }`.
 */
export const LANGUAGES = [
  // not translated: each language's name and offer are written in that language itself.
  { locale: 'en-IN', file: 'en', name: 'English', offer: 'Read in English' },
  { locale: 'hi-IN', file: 'hi', name: 'हिन्दी', offer: 'हिन्दी में पढ़ें' },
] as const;

export type Language = (typeof LANGUAGES)[number]['locale'];
/** Not a language: English with every letter marked, so screens show which text bypassed the catalogue. */
export const PSEUDO = 'pseudo';
export type Speech = Language | typeof PSEUDO;

export const DEFAULT_LANGUAGE: Language = 'en-IN';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language.locale === value);

const isSpeech = (value: unknown): value is Speech => value === PSEUDO || isLanguage(value);

/** The first of the browser's languages the portal speaks ("hi", "hi-IN" → Hindi), else English. */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language.file === primary);
    if (match) return match.locale;
  }
  return DEFAULT_LANGUAGE;
}

/** The catalogue file stem of a language ("hi"); the pseudo-language reads English's. */
export const fileOf = (speech: Speech): string =>
  LANGUAGES.find((language) => language.locale === speech)?.file ?? 'en';

/** localStorage that never throws (privacy modes refuse it): the choice then lasts until the page closes. */
function stored(write?: string): string | null {
  try {
    if (write !== undefined) window.localStorage.setItem(STORAGE_KEYS.language, write);
    return window.localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let current: Speech | null = null;

/** The language this device was told to speak (the switch), if it was: the browser's is not a choice. */
export function chosenOnThisDevice(): Speech | null {
  const chosen = stored();
  return isSpeech(chosen) ? chosen : null;
}

function initialSpeech(): Speech {
  const chosen = stored();
  return isSpeech(chosen) ? chosen : browserLanguage();
}

export function getSpeech(): Speech {
  current ??= initialSpeech();
  return current;
}

/** The language's locale for messages: the pseudo-language formats as English. */
export const intlLocale = (): Language => {
  const speech = getSpeech();
  return speech === PSEUDO ? DEFAULT_LANGUAGE : speech;
};

/**
 * The locale dates and numbers are written in: the browser's own when it is of the reader's language (an en-US
 * browser keeps its month-first dates in English, decision 039), else the language's ("hi-IN" for a Hindi reader).
 */
export function formattingLocale(
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): string | undefined {
  const language = intlLocale();
  const browser = preferred[0];
  return browser && fileOf(language) === browser.toLowerCase().split('-')[0] ? undefined : language;
}

export function subscribeSpeech(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyLanguageToDocument(speech: Speech, root: HTMLElement = document.documentElement): void {
  root.lang = speech === PSEUDO ? 'en' : (speech.split('-')[0] ?? 'en');
}

/** Sets the language for this browser; callers load the catalogues first (switch-language.ts). */
export function setSpeech(speech: Speech, { remember = true } = {}): void {
  if (remember) stored(speech);
  current = speech;
  applyLanguageToDocument(speech);
  for (const listener of listeners) listener();
}
