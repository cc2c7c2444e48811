/**
 * A feature's message catalogue (decision 075): its English messages ship with its code; another language's
 * file loads lazily, before the feature's screens render in it. Messages are ICU, compiled at build time
 * (apps/web/build/catalogues.ts), so only Lingui's small runtime ships. Changes when catalogues load differently.
 */
import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, fileOf, getSpeech, intlLocale, PSEUDO, type Speech } from './language';

export type MessageValues = Record<string, unknown>;
type CatalogueFile = () => Promise<unknown>;

const everyCatalogue = new Set<(speech: Speech) => Promise<void>>();

/** Loads every catalogue defined so far in `speech`: the screens already shown, before they re-render in it. */
export const loadEveryCatalogue = async (speech: Speech): Promise<void> => {
  await Promise.all([...everyCatalogue].map((load) => load(speech)));
};

/**
 * `english` is the feature's `messages/en.json`; `files` is `import.meta.glob` of its other languages. Answers `t`,
 * which writes a message in the reader's language (English where a message is not translated yet), and registers
 * the catalogue so that lazy code waits for it (i18n/lazy.ts).
 */
export function defineCatalogue<Key extends string>(
  english: Record<Key, string>,
  files: Record<string, CatalogueFile>,
) {
  const compiledEnglish = english as unknown as Messages;
  const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: compiledEnglish } });
  const loaded = new Set<Speech>([DEFAULT_LANGUAGE]);
  const loading = new Map<Speech, Promise<void>>();

  const read = async (speech: Speech): Promise<Messages> => {
    // The pseudo-language is for tests and translators: its code loads only when it is asked for.
    if (speech === PSEUDO) return (await import('./pseudo')).pseudoMessages(compiledEnglish);
    const file = files[`./messages/${fileOf(speech)}.json`];
    return file ? ((await file()) as { default: Messages }).default : {};
  };

  const load = (speech: Speech): Promise<void> => {
    if (loaded.has(speech)) return Promise.resolve();
    let pending = loading.get(speech);
    if (!pending) {
      pending = read(speech).then((messages) => {
        i18n.load(speech, { ...compiledEnglish, ...messages });
        loaded.add(speech);
      });
      // A failed download (offline) is tried again at the next use; meanwhile the screen reads English.
      pending.catch(() => loading.delete(speech));
      loading.set(speech, pending);
    }
    return pending;
  };
  everyCatalogue.add(load);

  const t = (id: Key, values?: MessageValues): string => {
    const speech = getSpeech();
    const use = loaded.has(speech) ? speech : DEFAULT_LANGUAGE;
    if (i18n.locale !== use) i18n.activate(use, [use === PSEUDO ? intlLocale() : use]);
    return i18n._(id, values);
  };

  return { t };
}

/**
 * The catalogue of some of a feature's screens (decision 081): their own words, which load with them, on top of
 * the feature's common catalogue, so a page does not carry the words of screens it does not show. Answers `t`,
 * which reads either.
 */
export function definePartCatalogue<Key extends string, CommonKey extends string>(
  english: Record<Key, string>,
  files: Record<string, CatalogueFile>,
  common: (id: CommonKey, values?: MessageValues) => string,
) {
  const own = defineCatalogue(english, files);
  const isOwn = (id: string): id is Key => Object.hasOwn(english, id);
  const t = (id: Key | CommonKey, values?: MessageValues): string =>
    isOwn(id) ? own.t(id, values) : common(id as CommonKey, values);
  return { t };
}
