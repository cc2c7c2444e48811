import { ChevronRight, KeyRound, KeySquare, MonitorSmartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/account';
import { cx } from '@/ui/cx';
import { t } from '../account/messages';

/** The account's own pages: where the person is signed in (decision 087) and their second factor (decision 089). */
const PAGES = [
  { to: '/account/devices', icon: MonitorSmartphone, label: 'devices' },
  { to: '/account/two-factor', icon: KeyRound, label: 'twoFactor' },
] as const;

/** An organiser's API keys (decision 090), listed only for people holding the role. */
const API_KEYS = { to: '/events/admin/api-keys', icon: KeySquare, label: 'apiKeys' } as const;

/** The ways from the account menu (and the phone's profile sheet) to the account's pages. */
export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const organiser = useCurrentUser().data?.roles.includes('organiser') ?? false;
  const pages = organiser ? [...PAGES, API_KEYS] : PAGES;
  return (
    <nav aria-label={t('pages')} className={className}>
      <ul className="flex flex-col gap-2">
        {pages.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              className={cx(
                'flex min-h-12 items-center gap-3 rounded-xl border border-line px-3.5 text-sm font-medium text-ink',
                'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              )}
            >
              <Icon aria-hidden className="size-5 text-ink-muted" />
              <span className="flex-1">{t(label)}</span>
              <ChevronRight aria-hidden className="size-4 text-ink-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
