import './ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from '@/app/App';
import { installReaderLanguage } from '@/app/reader-language';
import { createRoutes, widgetRoutesWhenAsked } from '@/app/router';
import { installSessionSync } from '@/app/session-sync';
import { loadShell } from '@/app/shell';
import { isWidgetFrame } from '@/features/embed/paths';
import { applyLanguageToDocument, getSpeech } from '@/i18n/language';
import { inReadersLanguage } from '@/i18n/lazy';
import { startDeviceVariant } from '@/lib/device-variant';
import { createQueryClient } from '@/lib/query-client';
import { installReaderTimeZone } from '@/lib/reader-time-zone';
import { installSessionRenewal } from '@/lib/session-renewal';
import { getAuthToken, holdTokenInMemory } from '@/lib/storage';
import { applyTheme, followSystemTheme, getTheme } from '@/lib/theme';

// The booking widget's frame on another site keeps its session in memory only (decision 095).
if (isWidgetFrame(window.location.pathname)) holdTokenInMemory();
applyTheme(getTheme());
applyLanguageToDocument(getSpeech());
followSystemTheme();

// A signed-in visitor needs this device's variant: start its download while the router verifies the session.
const { type } = startDeviceVariant();
if (getAuthToken()) void loadShell(type);

// Before the router's first loaders: a stored token that expired meanwhile is renewed, not refused.
installSessionRenewal();
const queryClient = createQueryClient();
// Before the router's first loaders: the session they verify carries the zone every page writes times in.
installReaderTimeZone(queryClient);
// The same for the language: the account's choice is spoken here, this device's choice is kept on the account.
installReaderLanguage(queryClient);
const router = createBrowserRouter(createRoutes(queryClient), {
  patchRoutesOnNavigation: widgetRoutesWhenAsked,
});
installSessionSync({
  queryClient,
  navigate: (to, options) => router.navigate(to, options),
  currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first frame is already in the reader's language (decision 075): English is there at once.
void inReadersLanguage(Promise.resolve()).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
);
