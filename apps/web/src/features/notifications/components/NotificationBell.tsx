import { Link } from 'react-router';
import { cx } from '@/ui/cx';
import { useFollowUnreadCount, useUnreadCount } from '../api/get-unread-count';
import { t } from '../bell/messages';

/*
 * The header's bell, in every signed-in page's first download (decision 032's budget): an inline icon, no library
 * of its own. vite.config.ts puts it in the shared chunk with its query and the endpoint table, so it costs no
 * request of its own.
 */

/** Lucide's "bell", drawn inline. */
export function BellIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M10.268 21a2 2 0 0 0 3.464 0" />
      <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
    </svg>
  );
}

/** A badge has room for two digits. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** Links to /notifications; the label carries the whole count, the badge at most "99+". */
export function NotificationBell({ className }: { className?: string }) {
  const count = useUnreadCount().data?.count ?? 0;
  useFollowUnreadCount();
  return (
    <Link
      to="/notifications"
      aria-label={t('bell.label', { count })}
      title={t('bell.title')}
      className={cx(
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-muted transition-colors',
        'duration-(--duration-fast) hover:bg-surface-muted hover:text-ink',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <BellIcon className="size-5" />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-bold text-primary-fg tabular-nums ring-2 ring-surface"
        >
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
