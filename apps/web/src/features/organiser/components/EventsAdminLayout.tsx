import type { TRealm } from '@engagex/contracts';
import {
  CalendarCog,
  ClipboardCheck,
  KeyRound,
  type LucideIcon,
  MapPinned,
  ReceiptText,
  ScanLine,
  Webhook,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/account';
import { REALMS, realmSearch } from '@/lib/realm';
import { cx } from '@/ui/cx';
import { LoadingView } from '@/ui/LoadingView';
import { LoadError } from '@/ui/states';
import { t } from '../messages';
import { runsEvents } from '../organiser';
import { realmName } from '../realm-name';
import { useRealm } from '../use-realm';
import { OrganisersOnly } from './OrganisersOnly';

export const ADMIN_BASE = '/events/admin';

type Tab = { to: string; label: () => string; icon: LucideIcon; also?: readonly string[] };

/** Labels are read when drawn, so they follow the reader's language. */
const TABS: readonly Tab[] = [
  { to: ADMIN_BASE, label: () => t('tabs.events'), icon: CalendarCog },
  { to: `${ADMIN_BASE}/venues`, label: () => t('tabs.venues'), icon: MapPinned },
  { to: `${ADMIN_BASE}/review`, label: () => t('tabs.review'), icon: ClipboardCheck },
  { to: `${ADMIN_BASE}/check-in`, label: () => t('tabs.checkIn'), icon: ScanLine },
  // The tax profile is reached from the invoices page and belongs to its tab (decision 079).
  {
    to: `${ADMIN_BASE}/invoices`,
    label: () => t('invoices.tab'),
    icon: ReceiptText,
    also: [`${ADMIN_BASE}/tax-profile`],
  },
  // The organiser's API keys for their own tools (decision 090).
  { to: `${ADMIN_BASE}/api-keys`, label: () => t('tabs.apiKeys'), icon: KeyRound },
  { to: `${ADMIN_BASE}/webhooks`, label: () => t('tabs.webhooks'), icon: Webhook },
];

const under = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The Events tab also owns the new-event and edit pages below it. */
function isTabActive(to: string, pathname: string): boolean {
  if (to !== ADMIN_BASE) {
    const tab = TABS.find((candidate) => candidate.to === to);
    return [to, ...(tab?.also ?? [])].some((path) => under(path, pathname));
  }
  return !TABS.some((tab) => tab.to !== ADMIN_BASE && isTabActive(tab.to, pathname));
}

/**
 * /events/admin/*: organisers and admins only (decision 046; the server refuses the rest with 403 anyway). One realm
 * switch for both event servers, and the organiser's six pages as tabs.
 */
export function EventsAdminLayout() {
  const viewer = useCurrentUser();
  if (viewer.isPending) return <LoadingView message={t('layout.checkingAccess')} />;
  if (viewer.isError) {
    return (
      <LoadError
        inline
        title={t('layout.accessFailed')}
        error={viewer.error}
        onRetry={() => void viewer.refetch()}
      />
    );
  }
  if (!runsEvents(viewer.data)) return <OrganisersOnly email={viewer.data.email} />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <AdminBar />
      <Outlet />
    </div>
  );
}

/**
 * On a phone the six tabs are wider than the screen and the strip scrolls sideways: the current one (API keys, last)
 * is brought into the strip's view, so the reader sees where they are. Only the strip scrolls, never the page.
 */
function useCurrentTabInView(pathname: string) {
  const strip = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab changes with the address
  useEffect(() => {
    const bring = () => {
      const nav = strip.current;
      const current = nav?.querySelector('[aria-current="page"]');
      if (!nav || !current) return;
      const view = nav.getBoundingClientRect();
      const tab = current.getBoundingClientRect();
      if (tab.right > view.right) nav.scrollLeft += tab.right - view.right;
      else if (tab.left < view.left) nav.scrollLeft -= view.left - tab.left;
    };
    bring();
    // The strip's width changes when a phone turns, a window narrows or the layout shows it again after a device
    // switch (hidden while the new layout loaded, it measured nothing then): each time, the tab is brought back.
    if (typeof ResizeObserver === 'undefined' || !strip.current) return;
    const observer = new ResizeObserver(bring);
    observer.observe(strip.current);
    return () => observer.disconnect();
  }, [pathname]);
  return strip;
}

function AdminBar() {
  const [realm, setRealm] = useRealm();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const strip = useCurrentTabInView(pathname);
  // An event belongs to one realm: switching from its page goes to the other realm's list.
  const onEventPage =
    isTabActive(ADMIN_BASE, pathname) && ![ADMIN_BASE, `${ADMIN_BASE}/new`].includes(pathname);
  const switchRealm = (next: TRealm) => {
    if (onEventPage) navigate(`${ADMIN_BASE}${realmSearch(next)}`);
    else setRealm(next);
  };
  return (
    <div className="flex flex-col gap-3 border-b border-line pb-3 2xl:flex-row 2xl:items-end 2xl:justify-between">
      <nav
        ref={strip}
        aria-label={t('layout.pages')}
        className="-mx-1 -mb-3 overflow-x-auto px-1 2xl:order-first"
      >
        <ul className="flex min-w-max gap-1">
          {TABS.map(({ to, label, icon: Icon }) => {
            // A Link, not a NavLink: a NavLink sets aria-current by its own match alone (Events on every page
            // below it, the tax profile's tab never); which tab is current is `isTabActive`'s to say.
            const active = isTabActive(to, pathname);
            return (
              <li key={to}>
                <Link
                  to={`${to}${realmSearch(realm)}`}
                  aria-current={active ? 'page' : undefined}
                  className={cx(
                    'relative inline-flex h-11 items-center gap-2 rounded-t-lg px-2.5 text-sm font-medium whitespace-nowrap xs:px-3',
                    'transition-colors duration-(--duration-fast) focus-visible:outline-2 focus-visible:outline-focus',
                    active ? 'text-primary' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                  )}
                >
                  <Icon aria-hidden className="size-4 max-xs:hidden" />
                  {label()}
                  {active && (
                    <span
                      aria-hidden
                      className="absolute inset-x-2 -bottom-px h-0.5 rounded-full bg-primary"
                    />
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <fieldset className="order-first inline-flex self-start rounded-xl border border-line bg-surface-muted p-1 2xl:order-last 2xl:mb-1.5 2xl:self-auto">
        <legend className="sr-only">{t('layout.realmChoice')}</legend>
        {REALMS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={realm === option}
            onClick={() => switchRealm(option)}
            className={cx(
              'h-8 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors duration-(--duration-fast)',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
              realm === option ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {realmName(option)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** The heading block of each organiser page: eyebrow with the realm, title, one line, and its actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: React.ReactNode;
}) {
  const [realm] = useRealm();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-primary uppercase">
          {t('header.eyebrow', { realm: realmName(realm) })}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">{description}</p>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
