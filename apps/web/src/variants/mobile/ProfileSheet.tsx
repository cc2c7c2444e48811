import { ChevronRight } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { AccountLinks } from '@/features/auth/components/AccountLinks';
import { AccountSummary } from '@/features/auth/components/AccountSummary';
import { SignOutButton } from '@/features/auth/components/SignOutButton';
import { rich } from '@/i18n/rich';
import { useCurrentUser } from '@/lib/account';
import { useTheme } from '@/lib/theme';
import { cx } from '@/ui/cx';
import { LanguageChoice } from '@/ui/LanguageSwitch';
import { Modal } from '@/ui/Modal';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { endOf, useAppDestinations } from '../common/navigation';
import { t } from '../messages';

export function ProfileSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: user } = useCurrentUser();
  const theme = useTheme();
  return (
    <Modal open={open} onOpenChange={onOpenChange} variant="sheet" title={t('account.title')}>
      <div className="flex flex-col gap-4">
        {user && <AccountSummary user={user} />}
        <Destinations onNavigate={() => onOpenChange(false)} />
        <AccountLinks onNavigate={() => onOpenChange(false)} />
        <div className="flex items-center justify-between rounded-xl border border-line px-3.5 py-1.5">
          <span className="text-sm">
            {rich(t('account.theme', { theme }), {
              strong: (text) => <span className="font-medium capitalize">{text}</span>,
            })}
          </span>
          <ThemeToggle />
        </div>
        <LanguageChoice />
        <SignOutButton className="w-full" />
      </div>
    </Modal>
  );
}

/** The app's pages besides Home (which has its own tab), as the user's roles allow: Credits, Jobs, Employee… */
function Destinations({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const destinations = useAppDestinations().filter(({ to }) => to !== '/');
  return (
    <nav aria-label={t('nav.pages')}>
      <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-xl border border-line">
        {destinations.map((destination) => (
          <li key={destination.to}>
            <NavLink
              to={destination.to}
              end={endOf(destination, pathname)}
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  'flex min-h-12 items-center gap-3 px-3.5 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
                  isActive ? 'text-primary' : 'text-ink active:bg-surface-muted',
                )
              }
            >
              <destination.icon aria-hidden className="size-5 text-ink-muted" />
              <span className="flex-1">{destination.label}</span>
              <ChevronRight aria-hidden className="size-4 text-ink-muted" />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
