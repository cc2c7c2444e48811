import { CalendarDays, House, LayoutGrid, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { cx } from '@/ui/cx';
import { appDestinationOf, isOtherPage } from '../common/navigation';
import { t } from '../messages';

const item =
  'relative flex h-full flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors ' +
  'duration-(--duration-fast) focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus';

const tone = (active: boolean) => (active ? 'text-primary' : 'text-ink-muted hover:text-ink');

function Indicator({ active }: { active: boolean }) {
  return active ? <span aria-hidden className="absolute top-0 h-0.5 w-8 rounded-full bg-primary" /> : null;
}

export function BottomNav({
  modulesOpen,
  profileOpen,
  onOpenModules,
  onOpenProfile,
  onPreloadModules,
  onPreloadProfile,
}: {
  modulesOpen: boolean;
  profileOpen: boolean;
  onOpenModules: () => void;
  onOpenProfile: () => void;
  onPreloadModules: () => void;
  onPreloadProfile: () => void;
}) {
  const { pathname } = useLocation();
  // The Modules tab stands for every module page but the Events pages, which have their own tab.
  const onModulePage =
    !appDestinationOf(pathname) &&
    !isOtherPage(pathname) &&
    !matchPath({ path: '/events', end: false }, pathname);
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t print:hidden border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch">
        <li className="flex flex-1">
          <TabLink to="/" end label={t('nav.home')} icon={<House className="size-5.5" />} />
        </li>
        <li className="flex flex-1">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={modulesOpen}
            aria-current={onModulePage ? 'page' : undefined}
            onClick={onOpenModules}
            onPointerDown={onPreloadModules}
            onFocus={onPreloadModules}
            className={cx(item, tone(onModulePage || modulesOpen))}
          >
            <Indicator active={onModulePage} />
            <LayoutGrid aria-hidden className="size-5.5" />
            {t('nav.modules')}
          </button>
        </li>
        <li className="flex flex-1">
          <TabLink to="/events" label={t('nav.events')} icon={<CalendarDays className="size-5.5" />} />
        </li>
        <li className="flex flex-1">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={profileOpen}
            onClick={onOpenProfile}
            onPointerDown={onPreloadProfile}
            onFocus={onPreloadProfile}
            className={cx(item, tone(profileOpen))}
          >
            <UserRound aria-hidden className="size-5.5" />
            {t('nav.profile')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

function TabLink({ to, label, icon, end }: { to: string; label: string; icon: ReactNode; end?: boolean }) {
  return (
    <NavLink to={to} end={end} className={({ isActive }) => cx(item, tone(isActive))}>
      {({ isActive }) => (
        <>
          <Indicator active={isActive} />
          <span aria-hidden>{icon}</span>
          {label}
        </>
      )}
    </NavLink>
  );
}
