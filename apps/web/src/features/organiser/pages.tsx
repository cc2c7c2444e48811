import { type ComponentType, Suspense } from 'react';
import { LoadingView } from '@/ui/LoadingView';
import { EventsAdminLayout } from './components/EventsAdminLayout';
import { t } from './messages';

/**
 * The organiser pages, each its own chunk. The route table (in the first download) reaches them through this
 * small module, so that download carries one lazy import and its preload list instead of one per page. A page
 * that suspends shows a small spinner below the organiser tabs, not the app's loading screen.
 */
export const eventsAdminPages = {
  layout: async () => EventsAdminLayout,
  overview: async () => withLoading((await import('./components/EventsOverviewPage')).EventsOverviewPage),
  newEvent: async () => withLoading((await import('./components/NewEventPage')).NewEventPage),
  editEvent: async () => withLoading((await import('./components/EditEventPage')).EditEventPage),
  venues: async () => withLoading((await import('./components/VenuesPage')).VenuesPage),
  reviewQueue: async () => withLoading((await import('./components/ReviewQueuePage')).ReviewQueuePage),
  checkIn: async () => withLoading((await import('./components/CheckInPage')).CheckInPage),
  // uPlot is not in this page's chunk either: the page imports it once its tables are drawn.
  invoices: async () => withLoading((await import('./components/gst/InvoicesPage')).InvoicesPage),
  taxProfile: async () => withLoading((await import('./components/gst/TaxProfilePage')).TaxProfilePage),
  sales: async () => withLoading((await import('./components/sales/SalesPage')).SalesPage),
  // The organiser's API keys (decision 090).
  apiKeys: async () => withLoading((await import('./api-keys/ApiKeysPage')).ApiKeysPage),
  // The organiser's signed webhooks (decision 091).
  webhooks: async () => withLoading((await import('./webhooks/WebhooksPage')).WebhooksPage),
} satisfies Record<string, () => Promise<ComponentType>>;

function withLoading(Page: ComponentType): ComponentType {
  return function OrganiserPage() {
    return (
      <Suspense fallback={<LoadingView message={t('loading')} size="small" />}>
        <Page />
      </Suspense>
    );
  };
}
