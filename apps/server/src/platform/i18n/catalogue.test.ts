/**
 * The catalogue gate (decision 077): every sentence the server or the contracts can say has a translation in every
 * language's catalogue, each translation names the same values as its English, and each compiles as ICU. A new
 * `new AppError(…, 'Sentence')` without its Hindi fails here. Changes when a language is added (nothing to do:
 * it is checked like Hindi) or the scanner learns a new way of saying a sentence (test/sentences.ts).
 */
import { DEFAULT_UI_LANGUAGE, NOTIFICATION_KIND_LABELS, UI_LANGUAGES } from '@engagex/contracts';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { type Sentence, sentences } from '../../test/sentences.js';
import { CATALOGUES } from './catalogues.js';

const { found, unreadable } = sentences();
const translated = UI_LANGUAGES.filter((language) => language !== DEFAULT_UI_LANGUAGE);

/** The values an ICU message names (`{name}`, `{name, plural, …}`, `{name, select, …}`), as Lingui compiles it. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (part: unknown): void => {
    if (!Array.isArray(part)) return;
    for (const token of part) {
      if (!Array.isArray(token) || typeof token[0] !== 'string') continue;
      names.add(token[0]);
      if (token[2] && typeof token[2] === 'object') Object.values(token[2]).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Where a pattern sentence had a `${…}` (test/sentences.ts). */
const HOLE = '\u0024{}';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function hasEntry(catalogue: Readonly<Record<string, string>>, sentence: Sentence) {
  if (sentence.kind !== 'pattern') return Object.hasOwn(catalogue, sentence.text);
  const pattern = new RegExp(`^${sentence.text.split(HOLE).map(escapeRegExp).join('.+?')}$`);
  return Object.keys(catalogue).some((key) => pattern.test(key));
}

describe('the server catalogues', () => {
  it('finds the sentences it gates (the scanner reads the source)', () => {
    const texts = new Set(found.map((sentence) => sentence.text));
    for (const known of [
      'The fee is already paid',
      'Event not found',
      'Not an event id',
      'Authentication required',
    ])
      expect(texts).toContain(known);
    expect(found.length).toBeGreaterThan(250);
  });

  it('reads every message: no template literal where a sentence goes', () => {
    expect(unreadable).toEqual([]);
  });

  it.each(translated)('%s has a translation of every sentence', (language) => {
    const missing = found
      .filter((sentence) => !hasEntry(CATALOGUES[language], sentence))
      .map((sentence) => `${sentence.where}: ${sentence.text}`);
    expect(missing).toEqual([]);
  });

  it.each(translated)('%s names every kind of notification (the email footer says it)', (language) => {
    const missing = Object.values(NOTIFICATION_KIND_LABELS).filter(
      (label) => !Object.hasOwn(CATALOGUES[language], label),
    );
    expect(missing).toEqual([]);
  });

  it.each(translated)('%s names the same values as the English, and every entry compiles', (language) => {
    const icu = new Set(found.filter((sentence) => sentence.kind === 'icu').map((sentence) => sentence.text));
    const wrong: string[] = [];
    for (const [english, translation] of Object.entries(CATALOGUES[language])) {
      if (!translation.trim()) wrong.push(`${english}: empty`);
      if (JSON.stringify(placeholders(english)) !== JSON.stringify(placeholders(translation)))
        wrong.push(`${english}: ${placeholders(english)} ≠ ${placeholders(translation)}`);
      if (icu.has(english)) expect(() => compileMessage(translation), english).not.toThrow();
    }
    expect(wrong).toEqual([]);
  });
});
