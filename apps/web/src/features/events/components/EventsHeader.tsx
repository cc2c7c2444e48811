import { CalendarSearch, type LucideIcon, Ticket, Trophy, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { hasRole, useCurrentUser } from '@/lib/account';
import { cx } from '@/ui/cx';
import { t } from '../messages';
import { ADMIN_PATH, BOOKINGS_PATH, REGISTRATIONS_PATH } from '../paths';

type Section = {
  to: string;
  label: string;
  short: string;
  icon: LucideIcon;
  matches: (path: string) => boolean;
};

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

// Getters: the labels are read at render time, in the reader's language.
const SECTIONS: Section[] = [
  {
    to: '/events',
    get label() {
      return t('sections.browse');
    },
    get short() {
      return t('sections.browseShort');
    },
    icon: CalendarSearch,
    matches: (path) =>
      under('/events')(path) &&
      ![BOOKINGS_PATH, REGISTRATIONS_PATH, ADMIN_PATH, '/events/register'].some((p) => under(p)(path)),
  },
  {
    to: BOOKINGS_PATH,
    get label() {
      return t('sections.bookings');
    },
    get short() {
      return t('sections.bookingsShort');
    },
    icon: Ticket,
    matches: under(BOOKINGS_PATH),
  },
  {
    to: REGISTRATIONS_PATH,
    get label() {
      return t('sections.registrations');
    },
    get short() {
      return t('sections.registrationsShort');
    },
    icon: Trophy,
    matches: (path) => under(REGISTRATIONS_PATH)(path) || under('/events/register')(path),
  },
];

/** The events module's title and its own navigation: browse, my bookings, my registrations (and organisers'). */
export function EventsHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const { pathname } = useLocation();
  const user = useCurrentUser().data;
  // Organisers run the events they list, admins every event (decision 046): both get the organiser tools.
  const runsEvents = hasRole(user, 'organiser') || hasRole(user, 'admin');
  return (
    <header className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description ? (
            <p className="mt-1 max-w-2xl text-sm text-ink-muted sm:text-base">{description}</p>
          ) : null}
        </div>
        {actions}
      </div>
      <nav aria-label={t('sections.label')} className="-mb-px overflow-x-auto border-b border-line">
        <ul className="flex min-w-max gap-1">
          {SECTIONS.map(({ to, label, short, icon: Icon, matches }) => (
            <li key={to}>
              <SectionLink to={to} active={matches(pathname)} icon={<Icon className="size-4" />}>
                <span className="xs:hidden">{short}</span>
                <span className="max-xs:hidden">{label}</span>
              </SectionLink>
            </li>
          ))}
          {runsEvents && (
            <li className="ml-auto">
              <SectionLink
                to={ADMIN_PATH}
                active={under(ADMIN_PATH)(pathname)}
                icon={<Wrench className="size-4" />}
              >
                {t('sections.organiser')}
              </SectionLink>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}

function SectionLink({
  to,
  active,
  icon,
  children,
}: {
  to: string;
  active: boolean;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cx(
        'relative inline-flex h-11 items-center gap-2 rounded-t-lg px-3 text-sm font-medium transition-colors duration-(--duration-fast)',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        active ? 'text-ink' : 'text-ink-muted hover:text-ink',
      )}
    >
      <span aria-hidden className={active ? 'text-primary' : undefined}>
        {icon}
      </span>
      {children}
      {active && <span aria-hidden className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-primary" />}
    </Link>
  );
}
