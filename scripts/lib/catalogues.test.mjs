/**
 * The gates of the message catalogues (decision 075): no English a person reads is written in the web app's code,
 * every catalogue is valid ICU, and every language has every message, with the same placeholders as English.
 * Changes when a language is added (LANGUAGES in apps/web/src/i18n/language.ts) or a file is converted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { englishInFiles, WEB_SOURCE } from './english-in-code.mjs';

/**
 * Files still written in English, with how many findings each may have at most: none since every screen moved to
 * its catalogue. Kept for the next language-wide change: the list may only shrink, and a file not listed may hold
 * no English at all.
 * @type {Record<string, number>}
 */
const STILL_ENGLISH = {};

const OTHER_LANGUAGES = [
  ...readFileSync(path.join(WEB_SOURCE, 'i18n/language.ts'), 'utf8').matchAll(
    /^\s+\{ locale: '[^']+', file: '([a-z]+)'/gm,
  ),
]
  .map((match) => match[1])
  .filter((file) => file !== 'en');

const catalogueFolders = readdirSync(WEB_SOURCE, { recursive: true, withFileTypes: true })
  .filter(
    (entry) => entry.isFile() && entry.name === 'en.json' && path.basename(entry.parentPath) === 'messages',
  )
  .map((entry) => entry.parentPath);

const compileOrSay = (/** @type {string} */ message, /** @type {(error: string) => void} */ say) => {
  try {
    compileMessageOrThrow(message);
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
  }
};
const read = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));
/** The names a message interpolates (from its compiled form), and its rich-text marks: a translation keeps these. */
/** @param {string} message */
function placeholdersOf(message) {
  const names = new Set([...message.matchAll(/<\/?(\w+)>/g)].map((match) => `<${match[1]}>`));
  const walk = (/** @type {unknown[]} */ tokens) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token;
      names.add(name);
      if (choices && typeof choices === 'object')
        for (const branch of Object.values(choices)) if (Array.isArray(branch)) walk(branch);
    }
  };
  try {
    walk(compileMessageOrThrow(message));
  } catch {
    // Reported as invalid ICU.
  }
  return [...names].sort();
}

describe('message catalogues', () => {
  it('finds the English in code it is built to find', () => {
    expect(OTHER_LANGUAGES).toContain('hi');
    expect(catalogueFolders.length).toBeGreaterThan(0);
  });

  it('keeps English a person reads out of the code, except in the files still listed', () => {
    const found = englishInFiles();
    const problems = [];
    for (const [file, findings] of found) {
      const allowed = STILL_ENGLISH[file] ?? 0;
      if (findings.length > allowed)
        problems.push(
          `${file}: ${findings.length} (at most ${allowed}): ${findings.map((/** @type {{ line: number, text: string }} */ f) => `${f.line} "${f.text}"`).join('; ')}`,
        );
    }
    for (const [file, allowed] of Object.entries(STILL_ENGLISH)) {
      const count = found.get(file)?.length ?? 0;
      if (count < allowed)
        problems.push(`${file}: now ${count}; lower its count in STILL_ENGLISH (remove it at 0)`);
    }
    expect(problems).toEqual([]);
  });

  for (const folder of catalogueFolders) {
    const where = path.relative(WEB_SOURCE, folder);
    it(`${where}: every message is valid ICU and every language has it, with the same placeholders`, () => {
      const english = read(path.join(folder, 'en.json'));
      const problems = [];
      for (const [id, message] of Object.entries(english))
        compileOrSay(message, (error) => problems.push(`en ${id}: ${error}`));
      for (const language of OTHER_LANGUAGES) {
        let translated;
        try {
          translated = read(path.join(folder, `${language}.json`));
        } catch {
          problems.push(`${language}.json is missing`);
          continue;
        }
        for (const [id, message] of Object.entries(english)) {
          const translation = translated[id];
          if (typeof translation !== 'string' || !translation.trim()) {
            problems.push(`${language} ${id}: missing`);
            continue;
          }
          compileOrSay(translation, (error) => problems.push(`${language} ${id}: ${error}`));
          if (placeholdersOf(translation).join() !== placeholdersOf(message).join())
            problems.push(
              `${language} ${id}: placeholders ${placeholdersOf(translation)} ≠ ${placeholdersOf(message)}`,
            );
          if (
            language === 'hi' &&
            /[A-Za-z]{3}/.test(message.replace(/\{[^{}]*\}|<\/?\w+>|EngageX/g, '')) &&
            !/[\u0900-\u097F]/.test(translation)
          )
            problems.push(`hi ${id}: not written in Devanagari`);
        }
        for (const id of Object.keys(translated))
          if (!(id in english)) problems.push(`${language} ${id}: not in English`);
      }
      expect(problems).toEqual([]);
    });
  }
});
