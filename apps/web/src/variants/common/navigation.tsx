import type { TRole } from '@engagex/contracts';
import {
  BadgeIndianRupee,
  BriefcaseBusiness,
  ClipboardCheck,
  Coins,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Mailbox,
  ShieldCheck,
} from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigation } from 'react-router';
import { useCurrentUser } from '@/lib/account';
import { t } from '../messages';

export interface AppDestination {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on exactly this path (the dashboard), not on the paths below it. */
  end?: boolean;
  /** Listed only for users with one of these roles (the server refuses everyone else anyway). */
  roles?: readonly TRole[];
}

/** The app's own destinations besides the modules, in the order the navigation lists them. */
export const APP_DESTINATIONS: readonly AppDestination[] = [
  {
    to: '/',
    get label() {
      return t('nav.dashboard');
    },
    icon: LayoutDashboard,
    end: true,
  },
  {
    to: '/credits',
    get label() {
      return t('nav.credits');
    },
    icon: Coins,
  },
  {
    to: '/jobs',
    get label() {
      return t('nav.jobs');
    },
    icon: BriefcaseBusiness,
  },
  {
    to: '/employee',
    get label() {
      return t('nav.employee');
    },
    icon: BadgeIndianRupee,
    roles: ['employee'],
  },
  {
    to: '/jobs/admin',
    get label() {
      return t('nav.jobReviews');
    },
    icon: ClipboardCheck,
    roles: ['admin'],
  },
  {
    to: '/employee/admin',
    get label() {
      return t('nav.encashmentQueue');
    },
    icon: Landmark,
    roles: ['admin'],
  },
  // Off where emails go by SMTP (always in production); the page then says so in the server's words.
  {
    to: '/dev/mailbox',
    get label() {
      return t('nav.devMailbox');
    },
    icon: Mailbox,
    roles: ['admin'],
  },
  // People, their roles, credits, sessions and standing, and the audit log (decision 043).
  {
    to: '/admin',
    get label() {
      return t('nav.adminConsole');
    },
    icon: ShieldCheck,
    roles: ['admin'],
  },
];

/**
 * Pages of the portal that are neither a destination above nor a module: reached from the header's bell or a
 * shared link, so no tab of the phone's bottom bar stands for them (decision 055).
 */
export const OTHER_PAGES: readonly string[] = ['/notifications', '/join'];

/** A path under one of OTHER_PAGES. */
export const isOtherPage = (pathname: string): boolean =>
  OTHER_PAGES.some((path) => matchPath({ path, end: false }, pathname));

/**
 * The most specific app destination a path belongs to, if any: `/credits/return` belongs to Credits,
 * `/jobs/admin` to Job reviews rather than Jobs.
 */
export function appDestinationOf(pathname: string): AppDestination | undefined {
  let found: AppDestination | undefined;
  for (const destination of APP_DESTINATIONS) {
    const matches = matchPath({ path: destination.to, end: destination.end ?? false }, pathname);
    if (matches && (!found || destination.to.length > found.to.length)) found = destination;
  }
  return found;
}

/** The destinations the signed-in user's roles allow, in navigation order. */
export function useAppDestinations(): readonly AppDestination[] {
  const roles = useCurrentUser().data?.roles ?? [];
  return APP_DESTINATIONS.filter(
    ({ roles: needed }) => !needed || needed.some((role) => roles.includes(role)),
  );
}

/**
 * `end` for a destination's link: also when the page belongs to a more specific destination below it, so that
 * only Job reviews, not Jobs too, is marked current on `/jobs/admin`.
 */
export const endOf = (destination: AppDestination, pathname: string): boolean =>
  destination.end === true || (appDestinationOf(pathname)?.to ?? destination.to) !== destination.to;

/**
 * After a client-side navigation, move focus to the main region so keyboard and screen-reader users start
 * at the new page (the browser would do this on a full page load). Not on the first render.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
}

/** A thin bar at the top while the next page's code or data is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-2/5 animate-indeterminate bg-primary" />
    </div>
  );
}
