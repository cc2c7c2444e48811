import { CheckCheck, Mail } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { pageFrom, withPage, withParams } from '@/lib/page-param';
import { useNow } from '@/lib/use-now';
import { Button, buttonClasses } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { saidNow, toast } from '@/ui/toast';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead } from '../api/mark-read';
import { t } from '../messages';
import { BellIcon } from './NotificationBell';
import { NotificationItem } from './NotificationItem';

const SHOW = [
  {
    value: null,
    get label() {
      return t('show.all');
    },
  },
  {
    value: 'unread',
    get label() {
      return t('show.unread');
    },
  },
] as const;

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
          title: () => t('markAll.done', { count: marked }),
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: () => t('markAll.failed'), description: saidNow(error.message), variant: 'error' }),
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>{t('page.title')}</title>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('page.heading')}</h1>
          <p className="mt-1 text-sm text-ink-muted sm:text-base">{t('page.intro')}</p>
        </div>
        <Link to="/notifications/preferences" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Mail aria-hidden className="size-4" />
          {t('page.preferences')}
        </Link>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex rounded-xl bg-surface-muted p-1">
          <legend className="sr-only">{t('show.legend')}</legend>
          {SHOW.map(({ value, label }) => {
            const pressed = (value === 'unread') === unreadOnly;
            return (
              <button
                key={value ?? 'all'}
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
            {t('markAll')}
          </Button>
        )}
      </div>

      <section aria-labelledby="notifications-heading" className="flex flex-col gap-3">
        <h2 id="notifications-heading" className="sr-only">
          {unreadOnly ? t('list.unreadHeading') : t('list.allHeading')}
        </h2>
        {notifications.isPending ? (
          <ListSkeleton label={t('list.loading')} />
        ) : notifications.isError ? (
          <LoadError
            title={t('list.failed')}
            error={notifications.error}
            onRetry={() => void notifications.refetch()}
          />
        ) : notifications.data.items.length === 0 ? (
          <EmptyState
            framed
            icon={<BellIcon className="size-6" />}
            title={
              page > 1 ? t('empty.page.title') : unreadOnly ? t('empty.unread.title') : t('empty.all.title')
            }
            text={page > 1 ? t('empty.page.text') : unreadOnly ? t('empty.unread.text') : t('empty.all.text')}
            action={
              page > 1 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setParams((current) => withPage(current, 1))}
                >
                  {t('empty.firstPage')}
                </Button>
              ) : unreadOnly ? (
                <Button variant="secondary" size="sm" onClick={() => show(null)}>
                  {t('empty.showAll')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {unreadOnly
                ? t('list.countUnread', { total: notifications.data.total })
                : unread > 0
                  ? t('list.countWithUnread', { total: notifications.data.total, unread })
                  : t('list.count', { total: notifications.data.total })}
            </p>
            <ul className={cx('flex flex-col gap-3', notifications.isPlaceholderData && 'opacity-60')}>
              {notifications.data.items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} now={now} />
                </li>
              ))}
            </ul>
            <Pagination
              label={t('list.pages')}
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
