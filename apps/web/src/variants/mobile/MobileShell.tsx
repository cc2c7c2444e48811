import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BalanceChip } from '@/features/credits/components/BalanceChip';
import { LocationChip } from '@/features/location/components/LocationChip';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { lazy } from '@/i18n/lazy';
import { LanguageButton } from '@/ui/LanguageSwitch';
import { Logo } from '@/ui/Logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/ui/SkipLink';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { NavigationProgress, useFocusMainOnNavigate } from '../common/navigation';
import { PageSlot } from '../common/page-slot';
import { t } from '../messages';
import { BottomNav } from './BottomNav';

// The sheets (and Radix Dialog under them) load when first wanted; a touch on their tab starts the download.
const loadModulesSheet = () => import('./ModulesSheet');
const loadProfileSheet = () => import('./ProfileSheet');
const ModulesSheet = lazy(() => loadModulesSheet().then((m) => ({ default: m.ModulesSheet })));
const ProfileSheet = lazy(() => loadProfileSheet().then((m) => ({ default: m.ProfileSheet })));

/** Phones: a top app bar, the page, and a bottom navigation with the same destinations as the sidebar. */
export function MobileShell() {
  const [sheet, setSheet] = useState<'modules' | 'profile' | null>(null);
  const [wanted, setWanted] = useState({ modules: false, profile: false });
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);

  const open = (name: 'modules' | 'profile') => {
    setWanted((current) => ({ ...current, [name]: true }));
    setSheet(name);
  };

  const sheetProps = (name: 'modules' | 'profile') => ({
    open: sheet === name,
    onOpenChange: (open: boolean) => setSheet(open ? name : null),
  });

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <header className="sticky top-0 z-20 border-b print:hidden border-line bg-surface/90 pt-[env(safe-area-inset-top)] backdrop-blur-md">
        <div className="flex h-14 items-center justify-between gap-2 px-4">
          <Link
            to="/"
            aria-label={t('logo.dashboard')}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus"
          >
            <Logo size="sm" />
          </Link>
          <div className="flex items-center gap-0.5">
            <LocationChip variant="code" />
            <BalanceChip className="mr-0.5" />
            <NotificationBell />
            <LanguageButton className="w-8" />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main
        ref={main}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex-1 px-4 pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none"
      >
        <PageSlot />
      </main>
      <BottomNav
        modulesOpen={sheet === 'modules'}
        profileOpen={sheet === 'profile'}
        onOpenModules={() => open('modules')}
        onOpenProfile={() => open('profile')}
        onPreloadModules={() => void loadModulesSheet()}
        onPreloadProfile={() => void loadProfileSheet()}
      />
      <Suspense fallback={null}>
        {wanted.modules && <ModulesSheet {...sheetProps('modules')} />}
        {wanted.profile && <ProfileSheet {...sheetProps('profile')} />}
      </Suspense>
    </div>
  );
}
