import { CalendarX2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { useRecordModuleOpen } from '@/lib/account';
import { isRecordId } from '@/lib/record-id';
import { buttonClasses } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { EmptyState } from '@/ui/states';

/*
 * The attendee side of the events module, under /events/*. The app's route table holds one entry for all of it
 * (so its first download carries no list of these pages' chunks); the pages are routed here, each its own
 * chunk. React Router navigates in a transition, so the current page stays up while the next one loads.
 */
const EventsPage = lazy(() => import('./components/EventsPage').then((m) => ({ default: m.EventsPage })));
const EventPage = lazy(() => import('./components/EventPage').then((m) => ({ default: m.EventPage })));
const MyBookingsPage = lazy(() =>
  import('./components/MyBookingsPage').then((m) => ({ default: m.MyBookingsPage })),
);
const MyRegistrationsPage = lazy(() =>
  import('./components/MyRegistrationsPage').then((m) => ({ default: m.MyRegistrationsPage })),
);
const RegisterPage = lazy(() =>
  import('./registration/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const PaymentReturnPage = lazy(() =>
  import('./components/PaymentReturnPage').then((m) => ({ default: m.PaymentReturnPage })),
);

/** Which page a path under /events shows, and with what. Few enough to match by hand (no nested router). */
function pageFor(pathname: string): ReactNode {
  const path = pathname.replace(/\/+$/, '');
  const at = (pattern: string) => matchPath({ path: pattern, end: true }, path)?.params;
  if (path === '/events') return <EventsPage realm="events" />;
  if (path === '/events/cultural') return <EventsPage realm="cultural-events" />;
  if (path === '/events/bookings') return <MyBookingsPage />;
  if (path === '/events/registrations') return <MyRegistrationsPage />;
  // The payment gateway sends the browser back here after paying for a booking or an entry fee.
  if (path === '/events/payment-return') return <PaymentReturnPage />;
  // A malformed id names no event: the not-found page, not the server's "Invalid params.id" with a Try again
  // that cannot work (issue #14 item 10).
  const register = at('/events/register/:realm/:eventId');
  if (isRecordId(register?.eventId))
    return <RegisterPage realm={register?.realm ?? ''} eventId={register.eventId} />;
  const cultural = at('/events/cultural/:eventId')?.eventId;
  if (isRecordId(cultural)) return <EventPage key={cultural} realm="cultural-events" eventId={cultural} />;
  const event = at('/events/:eventId')?.eventId;
  if (isRecordId(event)) return <EventPage key={event} realm="events" eventId={event} />;
  return <NotFound />;
}

export function EventsModule() {
  const { pathname } = useLocation();
  // Using the events module is what "modules used" counts; the catalogue page of a live module links here.
  useRecordModuleOpen('events');
  return <Suspense fallback={<PageLoading />}>{pageFor(pathname)}</Suspense>;
}

function PageLoading() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" aria-busy="true">
      <span role="status" className="sr-only">
        Loading…
      </span>
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-11 w-full max-w-md" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

function NotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <title>Page not found · EngageX</title>
      <EmptyState
        framed
        icon={<CalendarX2 className="size-6" />}
        title="Page not found"
        text="There is no such page in Events."
        action={
          <Link to="/events" className={buttonClasses()}>
            Browse events
          </Link>
        }
      />
    </div>
  );
}
