/**
 * Changing the language (decision 075): the catalogues of the screens already loaded come first, so the change
 * shows no half-English screen; then every screen renders again in it. Changes when switching does more.
 */
import { useSyncExternalStore } from 'react';
import { loadEveryCatalogue } from './catalogue';
import { getSpeech, type Speech, setSpeech, subscribeSpeech } from './language';

export async function switchLanguage(speech: Speech, options?: { remember?: boolean }): Promise<void> {
  if (speech === getSpeech()) return;
  await loadEveryCatalogue(speech);
  setSpeech(speech, options);
}

/** The reader's language; the component re-renders when it changes. */
export const useSpeech = (): Speech => useSyncExternalStore(subscribeSpeech, getSpeech);
