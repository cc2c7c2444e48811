/**
 * Saying a sentence in a language (decision 077): the catalogue's translation of its English key, its values
 * placed by Lingui's ICU formatting with the language's number rules ('hi-IN' keeps Latin digits and Indian
 * grouping, 1,00,000). Messages are compiled from the catalogues' ICU text on first use (Lingui's message
 * compiler), so a catalogue is plain TypeScript with no build step. Changes when the formatting library does.
 */
import { DEFAULT_UI_LANGUAGE, type TUiLanguage, UI_LANGUAGES } from '@engagex/contracts';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGUES } from './catalogues.js';
import { isSaid, isWritten, type Said, type SayValue } from './say.js';

function instance(language: TUiLanguage): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: { ...CATALOGUES[language] } } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const INSTANCES = new Map(UI_LANGUAGES.map((language) => [language, instance(language)]));

/**
 * The sentence in the language. A plain sentence is looked up as it is (never parsed as ICU, so braces in it stay
 * as written); one without a translation stays English rather than failing the answer.
 */
export function translate(language: TUiLanguage, text: string | Said): string {
  if (!isSaid(text)) {
    if (language === DEFAULT_UI_LANGUAGE) return text;
    return CATALOGUES[language][text] ?? text;
  }
  const i18n = INSTANCES.get(language) ?? INSTANCES.get(DEFAULT_UI_LANGUAGE);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, valueIn(language, value)]),
  );
  return i18n ? i18n._(text.template, values) : text.template;
}

function valueIn(language: TUiLanguage, value: SayValue): string | number {
  if (isSaid(value)) return translate(language, value);
  if (isWritten(value)) return value.in[language]?.trim() || value.text;
  return value;
}

/** The sentence in English: what logs, `Error.message` and tests read. */
export const english = (text: string | Said): string => translate(DEFAULT_UI_LANGUAGE, text);
