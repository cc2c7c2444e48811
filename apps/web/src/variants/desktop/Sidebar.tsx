import type { TModule } from '@engagex/contracts';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useModules } from '@/features/modules/api/list-modules';
import { statusWord } from '@/features/modules/catalogue';
import { StatusBadge } from '@/features/modules/components/StatusBadge';
import { isDeviceOffline } from '@/lib/api-error';
import { moduleTitle } from '@/lib/content-text';
import { Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Logo, LogoMark } from '@/ui/Logo';
import { ModuleIcon } from '@/ui/ModuleIcon';
import { OfflineNote } from '@/ui/OfflineNote';
import { endOf, useAppDestinations } from '../common/navigation';
import { t } from '../messages';

export const SIDEBAR_ID = 'app-sidebar';

export function Sidebar({ open }: { open: boolean }) {
  const modules = useModules('all');
  const destinations = useAppDestinations();
  const { pathname } = useLocation();
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={t('sidebar.label')}
      className={cx(
        'sticky top-0 flex h-dvh shrink-0 flex-col border-r border-line bg-surface print:hidden',
        'transition-[width] duration-(--duration-moderate) ease-out',
        open ? 'w-72' : 'w-[76px]',
      )}
    >
      <div
        className={cx(
          'flex h-16 shrink-0 items-center border-b border-line',
          open ? 'px-5' : 'justify-center',
        )}
      >
        <Link
          to="/"
          aria-label={t('logo.dashboard')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus"
        >
          {open ? <Logo /> : <LogoMark className="size-8" />}
        </Link>
      </div>

      <nav aria-label={t('nav.main')} className="flex-1 overflow-x-hidden overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {destinations.map((destination) => (
            <li key={destination.to}>
              <SidebarLink
                to={destination.to}
                end={endOf(destination, pathname)}
                label={destination.label}
                open={open}
                icon={<destination.icon className="size-5" />}
              />
            </li>
          ))}
        </ul>

        <p
          className={cx(
            'mt-6 mb-2 px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase',
            !open && 'sr-only',
          )}
        >
          {t('nav.modules')}
        </p>
        {!open && <hr aria-hidden className="mx-2 my-4 border-line" />}

        {!modules.data && isDeviceOffline(modules) ? (
          <OfflineNote iconOnly={!open} className="px-3" />
        ) : modules.isPending ? (
          <ul aria-busy="true" className="flex flex-col gap-1">
            <li className="sr-only" role="status">
              {t('modules.loading')}
            </li>
            {Array.from({ length: 9 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="flex items-center gap-3 px-3 py-2">
                <Skeleton className="size-8 shrink-0" />
                {open && <Skeleton className="h-4 flex-1" />}
              </li>
            ))}
          </ul>
        ) : modules.isError ? (
          <div role="alert" className={cx('px-3 text-sm text-ink-muted', !open && 'px-0 text-center')}>
            {open && <p className="mb-2">{t('modules.failed')}</p>}
            <button
              type="button"
              onClick={() => void modules.refetch()}
              className="rounded-lg px-2 py-1 font-medium text-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
            >
              {t('modules.retry')}
            </button>
          </div>
        ) : (
          <ul className="flex flex-col gap-1">
            {modules.data.modules.map((module) => (
              <li key={module.id}>
                <ModuleLink module={module} open={open} />
              </li>
            ))}
          </ul>
        )}
      </nav>
    </aside>
  );
}

function ModuleLink({ module, open }: { module: TModule; open: boolean }) {
  return (
    <SidebarLink
      to={module.path}
      label={moduleTitle(module)}
      open={open}
      description={statusWord(module.status)}
      icon={<ModuleIcon module={module} size="sm" />}
      trailing={<StatusBadge status={module.status} short className="px-1.5 py-0 text-[11px]" />}
    />
  );
}

function SidebarLink({
  to,
  label,
  icon,
  open,
  end,
  trailing,
  description,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  open: boolean;
  end?: boolean;
  trailing?: ReactNode;
  description?: string;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      title={open ? undefined : description ? `${label} (${description})` : label}
      className={({ isActive }) =>
        cx(
          'group relative flex min-h-11 items-center gap-3 rounded-xl py-1 text-sm font-medium transition-colors duration-(--duration-fast)',
          'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
          open ? 'px-2.5' : 'justify-center px-0',
          isActive ? 'bg-surface-muted text-ink' : 'text-ink-muted hover:bg-surface-muted/70 hover:text-ink',
        )
      }
    >
      {({ isActive }) => (
        <>
          {isActive && (
            <span aria-hidden className="absolute top-2 bottom-2 -left-3 w-1 rounded-r-full bg-primary" />
          )}
          <span aria-hidden className="inline-flex size-8 shrink-0 items-center justify-center">
            {icon}
          </span>
          <span className={cx('module-name min-w-0 flex-1 leading-tight', !open && 'sr-only')}>
            {label}
            {!open && description ? `, ${description}` : null}
          </span>
          {open && trailing}
        </>
      )}
    </NavLink>
  );
}
