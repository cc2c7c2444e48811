import { CheckCheck, Mail } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { pageFrom, withPage, withParams } from '@/lib/page-param';
import { useNow } from '@/lib/use-now';
import { Button, buttonClasses } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead } from '../api/mark-read';
import { BellIcon } from './NotificationBell';
import { NotificationItem } from './NotificationItem';

const SHOW = [
  { value: null, label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** /notifications: what the portal told the user, newest first, paged; `?show=unread` keeps to the unread ones. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('show') === 'unread';
  const page = pageFrom(params);
  const notifications = useNotifications({ unreadOnly, page });
  const unread = useUnreadCount().data?.count ?? 0;
  const markAll = useMarkAllRead();
  // "5 minutes ago" moves on while the page stays open.
  const now = useNow(true, 60_000);

  const show = (value: string | null) => setParams((current) => withParams(current, { show: value }));
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ marked }) =>
        toast({
          title: marked > 0 ? `Marked ${plural(marked, 'notification')} as read` : 'Nothing left to mark',
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: 'Could not mark them as read', description: error.message, variant: 'error' }),
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Notifications · EngageX</title>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Notifications</h1>
          <p className="mt-1 text-sm text-ink-muted sm:text-base">
            Bookings, payments, applications and launches: what happened, newest first.
          </p>
        </div>
        <Link to="/notifications/preferences" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Mail aria-hidden className="size-4" />
          Email preferences
        </Link>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex rounded-xl bg-surface-muted p-1">
          <legend className="sr-only">Show notifications</legend>
          {SHOW.map(({ value, label }) => {
            const pressed = (value === 'unread') === unreadOnly;
            return (
              <button
                key={label}
                type="button"
                aria-pressed={pressed}
                onClick={() => show(value)}
                className={cx(
                  'h-9 rounded-lg px-4 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
                  pressed ? 'bg-surface text-ink shadow-xs' : 'text-ink-muted hover:text-ink',
                )}
              >
                {label}
              </button>
            );
          })}
        </fieldset>
        {/* Offered only when there is something to mark (decision 055). */}
        {unread > 0 && (
          <Button
            variant="secondary"
            size="sm"
            icon={<CheckCheck aria-hidden className="size-4" />}
            loading={markAll.isPending}
            onClick={markAllRead}
          >
            Mark all as read
          </Button>
        )}
      </div>

      <section aria-labelledby="notifications-heading" className="flex flex-col gap-3">
        <h2 id="notifications-heading" className="sr-only">
          {unreadOnly ? 'Unread notifications' : 'All notifications'}
        </h2>
        {notifications.isPending ? (
          <ListSkeleton label="Loading notifications…" />
        ) : notifications.isError ? (
          <LoadError
            title="Could not load your notifications"
            error={notifications.error}
            onRetry={() => void notifications.refetch()}
          />
        ) : notifications.data.items.length === 0 ? (
          <EmptyState
            framed
            icon={<BellIcon className="size-6" />}
            title={page > 1 ? 'Nothing on this page' : unreadOnly ? 'Nothing unread' : 'No notifications yet'}
            text={
              page > 1
                ? 'The list is shorter now than when this page was opened.'
                : unreadOnly
                  ? 'You have read everything. Older notifications are under All.'
                  : 'When you book a ticket, buy credits or an application moves on, it shows up here.'
            }
            action={
              page > 1 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setParams((current) => withPage(current, 1))}
                >
                  First page
                </Button>
              ) : unreadOnly ? (
                <Button variant="secondary" size="sm" onClick={() => show(null)}>
                  Show all
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {plural(notifications.data.total, unreadOnly ? 'unread notification' : 'notification')}
              {!unreadOnly && unread > 0 && `, ${unread} unread`}
            </p>
            <ul className={cx('flex flex-col gap-3', notifications.isPlaceholderData && 'opacity-60')}>
              {notifications.data.items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} now={now} />
                </li>
              ))}
            </ul>
            <Pagination
              label="Notification pages"
              page={notifications.data.page}
              totalPages={notifications.data.totalPages}
              busy={notifications.isPlaceholderData}
              onPageChange={(next) => setParams((current) => withPage(current, next))}
            />
          </>
        )}
      </section>
    </div>
  );
}
