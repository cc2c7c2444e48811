import type { TModule } from '@engagex/contracts';
import { useLocation } from 'react-router';
import { useModules } from '@/features/modules/api/list-modules';
import { moduleTitle } from '@/lib/content-text';
import { t } from '../messages';
import { appDestinationOf } from './navigation';

/** Whether `pathname` is `base` or a page below it (`/events/bookings` is below `/events`, `/eventsx` is not). */
const isWithin = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);

/** Pages reached from the header (the bell, the account menu), not the navigation, with their section's title. */
const UNLISTED_PAGES: readonly Pick<TModule, 'path' | 'title'>[] = [
  {
    path: '/notifications',
    get title() {
      return t('nav.notifications');
    },
  },
  {
    path: '/account',
    get title() {
      return t('account.title');
    },
  },
];

/**
 * The name of the page at `pathname`: the app destination or module whose path is the longest prefix of it, so
 * sub-pages (`/events/bookings`, `/jobs/admin/openings/new`) keep their section's title.
 */
export function pageTitleOf(
  pathname: string,
  modules: readonly Pick<TModule, 'path' | 'title' | 'titleHi'>[] = [],
): string {
  const destination = appDestinationOf(pathname);
  let best = destination ? { length: destination.to.length, title: destination.label } : undefined;
  for (const module of [...UNLISTED_PAGES, ...modules]) {
    if (module.path === '/' ? pathname !== '/' : !isWithin(pathname, module.path)) continue;
    if (!best || module.path.length > best.length)
      best = { length: module.path.length, title: moduleTitle(module) };
  }
  return best?.title ?? '';
}

/** The name of the current destination, for the top bars. */
export function useCurrentPageTitle(): string {
  const { pathname } = useLocation();
  const modules = useModules('all');
  return pageTitleOf(pathname, modules.data?.modules);
}
