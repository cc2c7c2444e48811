import { NavLink } from 'react-router';
import { useModules } from '@/features/modules/api/list-modules';
import { StatusBadge } from '@/features/modules/components/StatusBadge';
import { isDeviceOffline } from '@/lib/api-error';
import { moduleDescription, moduleTitle } from '@/lib/content-text';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Modal } from '@/ui/Modal';
import { ModuleIcon } from '@/ui/ModuleIcon';
import { OfflineNote } from '@/ui/OfflineNote';
import { t } from '../messages';

export function ModulesSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const modules = useModules('all');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      variant="sheet"
      title={t('nav.modules')}
      description={t('modules.liveAndUpcoming')}
    >
      {!modules.data && isDeviceOffline(modules) ? (
        <OfflineNote className="py-2" />
      ) : modules.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-14 rounded-xl" />
          ))}
        </div>
      ) : modules.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-2">
          <p className="text-sm text-ink-muted">{t('modules.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void modules.refetch()}>
            {t('modules.tryAgain')}
          </Button>
        </div>
      ) : (
        <nav aria-label={t('nav.modules')}>
          <ul className="flex flex-col gap-1">
            {modules.data.modules.map((module) => (
              <li key={module.id}>
                <NavLink
                  to={module.path}
                  onClick={() => onOpenChange(false)}
                  className={({ isActive }) =>
                    cx(
                      'flex min-h-14 items-center gap-3 rounded-xl px-2.5 py-2 focus-visible:outline-2 focus-visible:outline-focus',
                      isActive ? 'bg-surface-muted' : 'active:bg-surface-muted',
                    )
                  }
                >
                  <ModuleIcon module={module} size="sm" className="size-10 rounded-xl" />
                  <span className="min-w-0 flex-1">
                    <span className="module-name text-sm font-semibold text-ink">{moduleTitle(module)}</span>
                    <span className="block truncate text-xs text-ink-muted">{moduleDescription(module)}</span>
                  </span>
                  <StatusBadge status={module.status} short className="shrink-0" />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Modal>
  );
}
