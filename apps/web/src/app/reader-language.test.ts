/**
 * The words the server wrote follow a language switch (decision 116): an answer still fresh in the cache is asked
 * for again in the new language. Changes with app/reader-language.ts.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { getSpeech } from '@/i18n/language';
import { switchLanguage } from '@/i18n/switch-language';
import { installReaderLanguage } from './reader-language';

afterEach(() => switchLanguage('en-IN'));

it('asks again, in the new language, for what the screen shows from the server', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  const uninstall = installReaderLanguage(queryClient);
  // A label the server writes in the language it is asked in (the Accept-Language of lib/http.ts).
  const observer = new QueryObserver(queryClient, {
    queryKey: ['label'],
    queryFn: async () => `label in ${getSpeech()}`,
  });
  const stop = observer.subscribe(() => {});
  try {
    await waitFor(() => expect(observer.getCurrentResult().data).toBe('label in en-IN'));
    await switchLanguage('hi-IN');
    await waitFor(() => expect(observer.getCurrentResult().data).toBe('label in hi-IN'));
  } finally {
    stop();
    uninstall();
  }
});
