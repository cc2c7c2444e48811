import { CalendarX2 } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useRecordModuleOpen } from '@/lib/account';
import { buttonClasses } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { EmptyState } from '@/ui/states';
import { t } from './messages';

/**
 * The layout route of the attendee side of the events module (/events/*, see ./routes.ts): it stays mounted while
 * the user moves between its pages. A page that suspends shows the page skeleton here, inside the app's shell.
 */
export function EventsLayout() {
  // Using the events module is what "modules used" counts; the catalogue page of a live module links here.
  useRecordModuleOpen('events');
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

function PageLoading() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" aria-busy="true">
      <span role="status" className="sr-only">
        {t('page.loading')}
      </span>
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-11 w-full max-w-md" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

/** An address under /events that names no page, or an event id that cannot be one. */
export function EventsNotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <title>{t('notFound.pageTitle')}</title>
      <EmptyState
        framed
        icon={<CalendarX2 className="size-6" />}
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <Link to="/events" className={buttonClasses()}>
            {t('browse.action')}
          </Link>
        }
      />
    </div>
  );
}
