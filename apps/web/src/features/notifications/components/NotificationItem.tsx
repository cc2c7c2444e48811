import type { TNotification } from '@engagex/contracts';
import { Link } from 'react-router';
import { formatMoment, formatRelative } from '@/lib/time';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { saidNow, toast } from '@/ui/toast';
import { useMarkRead } from '../api/mark-read';
import { t } from '../messages';

/** Only a path of this app is followed: a link is opened in place, never sent elsewhere. */
const inAppPath = (link: string | null): string | null =>
  link?.startsWith('/') && !link.startsWith('//') ? link : null;

/**
 * One notification. Unread ones carry a dot, a tinted card and the word "Unread" for screen readers; opening its
 * link (the whole card is the link) marks it read on the way.
 */
export function NotificationItem({ notification, now }: { notification: TNotification; now: number }) {
  const { id, title, body, createdAt } = notification;
  const unread = notification.readAt === null;
  const link = inAppPath(notification.link);
  const markRead = useMarkRead();
  const titleId = `notification-${id}`;

  const read = () => {
    if (!unread || markRead.isPending) return;
    markRead.mutate(id, {
      onError: (error) =>
        toast({ title: () => t('item.markFailed'), description: saidNow(error.message), variant: 'error' }),
    });
  };

  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'relative flex items-start gap-3 rounded-2xl border p-4 shadow-xs transition-colors sm:p-5',
        unread ? 'border-primary/40 bg-primary/5' : 'border-line bg-surface',
        link && 'hover:border-line-strong',
      )}
    >
      <span
        aria-hidden
        className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className={cx('text-base text-ink', unread ? 'font-semibold' : 'font-medium')}>
          {unread && <span className="sr-only">{t('item.unread')}</span>}
          {link ? (
            <Link
              to={link}
              onClick={read}
              className="rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p className="mt-1 text-sm break-words text-ink-muted">{body}</p>
        <div className="mt-2 flex min-h-8 items-center justify-between gap-3">
          <time
            dateTime={createdAt}
            title={formatMoment(createdAt, 'stamp')}
            className="text-xs text-ink-muted"
          >
            {formatRelative(createdAt, now)}
          </time>
          {unread && (
            <Button
              variant="ghost"
              size="sm"
              loading={markRead.isPending}
              onClick={read}
              aria-label={t('item.markReadLabel', { title })}
              className="relative z-10 -my-1 -mr-2 text-link"
            >
              {t('item.markRead')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
