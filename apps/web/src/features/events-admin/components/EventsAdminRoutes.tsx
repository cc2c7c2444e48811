import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useRoutes } from 'react-router';
import { LoadingView } from '@/ui/LoadingView';
import { EventsAdminLayout } from './EventsAdminLayout';

/** Each organiser page is its own chunk, loaded when first opened. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const EventsOverviewPage = page(() => import('./EventsOverviewPage'), 'EventsOverviewPage');
const NewEventPage = page(() => import('./NewEventPage'), 'NewEventPage');
const EditEventPage = page(() => import('./EditEventPage'), 'EditEventPage');
const VenuesPage = page(() => import('./VenuesPage'), 'VenuesPage');
const ReviewQueuePage = page(() => import('./ReviewQueuePage'), 'ReviewQueuePage');
const CheckInPage = page(() => import('./CheckInPage'), 'CheckInPage');

const loading = (children: ReactNode) => (
  <Suspense fallback={<LoadingView message="Loading…" size="small" />}>{children}</Suspense>
);

/** The pages below /events/admin, all behind the organiser check of the layout. */
export function EventsAdminRoutes() {
  return useRoutes([
    {
      element: <EventsAdminLayout />,
      children: [
        { index: true, element: loading(<EventsOverviewPage />) },
        { path: 'new', element: loading(<NewEventPage />) },
        { path: 'venues', element: loading(<VenuesPage />) },
        { path: 'review', element: loading(<ReviewQueuePage />) },
        { path: 'check-in', element: loading(<CheckInPage />) },
        { path: ':eventId', element: loading(<EditEventPage />) },
      ],
    },
  ]);
}
