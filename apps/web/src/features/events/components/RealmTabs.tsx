import type { TRealm } from '@engagex/contracts';
import { Link, useLocation } from 'react-router';
import { REALM_TAB_LABEL, REALMS } from '@/lib/realm';
import { cx } from '@/ui/cx';

/**
 * Events | Cultural on the personal lists, kept in `?realm=`. Each tab names its realm: a page opened without
 * one picks the realm that has the user's items, and a tab the user chose must not be second-guessed.
 */
export function RealmTabs({
  realm,
  label,
  counts,
}: {
  realm: TRealm;
  label: string;
  counts?: Partial<Record<TRealm, number | undefined>>;
}) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={label}
      className="flex self-start rounded-xl border border-line bg-surface p-1 shadow-xs"
    >
      {REALMS.map((value) => {
        const count = counts?.[value];
        return (
          <Link
            key={value}
            to={`${pathname}?realm=${value}`}
            replace
            aria-current={value === realm ? 'page' : undefined}
            className={cx(
              'inline-flex h-9 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors duration-(--duration-fast)',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
              value === realm ? 'bg-primary text-primary-fg shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {REALM_TAB_LABEL[value]}
            {count !== undefined && (
              <span className={cx('text-xs tabular-nums', value === realm ? 'opacity-85' : 'opacity-70')}>
                {count}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
