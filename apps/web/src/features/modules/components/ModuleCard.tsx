import type { TModule } from '@engagex/contracts';
import { ArrowRight, CalendarClock, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { moduleDescription, moduleTitle } from '@/lib/content-text';
import { ModuleIcon, modulePalette } from '@/ui/ModuleIcon';
import { ProgressBar } from '@/ui/ProgressBar';
import { launchLabel } from '../catalogue';
import { t } from '../messages';
import { StatusBadge } from './StatusBadge';

/** `action` sits in the top corner above the card's stretched link (e.g. the favorite star). */
export function ModuleCard({ module, action }: { module: TModule; action?: ReactNode }) {
  const launch = launchLabel(module);
  const titleId = `module-card-${module.id}`;
  const title = moduleTitle(module);
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex w-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-xs transition duration-(--duration-fast) hover:-translate-y-0.5 hover:border-line-strong hover:shadow-md focus-within:border-line-strong"
    >
      <div className="flex items-start justify-between gap-3">
        <ModuleIcon module={module} />
        <div className="-mt-1 -mr-2 flex items-center gap-1">
          <StatusBadge status={module.status} />
          {action}
        </div>
      </div>
      <h3 id={titleId} className="module-name mt-4 text-base font-semibold">
        {/* The stretched link makes the whole card clickable while the card keeps one focus stop. */}
        <Link
          to={module.path}
          className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
        >
          {title}
        </Link>
      </h3>
      <p className="mt-1.5 line-clamp-2 text-sm text-ink-muted">{moduleDescription(module)}</p>

      <div className="mt-auto pt-5">
        {module.status === 'upcoming' ? (
          <div className="space-y-2">
            <div className="flex items-center justify-between text-xs text-ink-muted">
              <span>{t('dev')}</span>
              <span className="font-semibold text-ink tabular-nums">{module.developmentProgress}%</span>
            </div>
            <ProgressBar
              value={module.developmentProgress}
              tone={modulePalette(module.color)}
              label={t('devOf', { title })}
            />
          </div>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-2 text-xs text-ink-muted">
          {module.isAvailableInUserCountry ? (
            launch ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarClock aria-hidden className="size-3.5" /> {t('expected', { launch })}
              </span>
            ) : (
              <span className="font-medium text-ink">{t('ready')}</span>
            )
          ) : (
            <span className="inline-flex items-start gap-1.5">
              <Lock aria-hidden className="mt-px size-3.5 shrink-0" />
              {/* The server's reason names the countries; without one, say it ourselves. */}
              {module.unavailabilityReason ?? t('notHere')}
            </span>
          )}
          <ArrowRight
            aria-hidden
            className="size-4 text-ink-muted transition-transform duration-(--duration-fast) group-hover:translate-x-0.5 group-hover:text-ink"
          />
        </div>
      </div>
    </article>
  );
}
