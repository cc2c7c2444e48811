import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useSpeech } from '@/i18n/switch-language';
import { subscribeReaderTimeZone, viewerTimeZone } from '@/lib/time';
import { ToastHost } from '@/ui/toast';

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}) {
  // A person who picks another time zone sees every page written again in it (decision 053); this is rare and
  // asked for, so the pages are drawn anew rather than every formatter subscribing.
  const zone = useSyncExternalStore(subscribeReaderTimeZone, viewerTimeZone);
  // The same for another language (decision 075): its catalogues are loaded before the switch.
  const speech = useSpeech();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider key={`${zone} ${speech}`} router={router} />
      <ToastHost />
    </QueryClientProvider>
  );
}
