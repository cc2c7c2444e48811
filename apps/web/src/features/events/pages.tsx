import type { TRealm } from '@engagex/contracts';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { isRecordId } from '@/lib/record-id';
import { EventsLayout, EventsNotFound } from './EventsLayout';
import { filtersShownAtOnce, loadFiltersPanel } from './filters-panel';

/**
 * The layout, the lists and the event pages, each its own chunk; the pages reached after them are ./later/pages
 * (decision 113). The route table (in the first download) reaches them through this small module, so that download
 * carries one lazy import and its preload list instead of one per page. Here too the
 * address becomes props: two realms share a page, and an id that cannot be a record id gets the not-found page,
 * not the server's "Invalid params.id" with a Try again that cannot work.
 */
export const eventsPages = {
  layout: async () => EventsLayout,
  notFound: async () => EventsNotFound,
  catalogue: async () => catalogueOf('events'),
  culturalCatalogue: async () => catalogueOf('cultural-events'),
  event: async () => eventPageOf('events'),
  culturalEvent: async () => eventPageOf('cultural-events'),
} satisfies Record<string, () => Promise<ComponentType>>;

/** Where the filters show at once, their panel loads beside the page, not after it (./filters-panel). */
async function catalogueOf(realm: TRealm): Promise<ComponentType> {
  const [{ EventsPage }] = await Promise.all([
    import('./components/EventsPage'),
    filtersShownAtOnce() ? loadFiltersPanel().catch(() => undefined) : undefined,
  ]);
  return function EventsCatalogue() {
    return <EventsPage realm={realm} />;
  };
}

async function eventPageOf(realm: TRealm): Promise<ComponentType> {
  const { EventPage } = await import('./components/EventPage');
  return function EventRoute() {
    const { eventId } = useParams();
    if (!isRecordId(eventId)) return <EventsNotFound />;
    return <EventPage key={eventId} realm={realm} eventId={eventId} />;
  };
}
