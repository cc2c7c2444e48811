import type { TModule } from '@engagex/contracts';
import { CalendarClock, Check, Coins, Globe2, HandCoins, MapPinOff, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { rich } from '@/i18n/rich';
import { isApiError } from '@/lib/api-error';
import { moduleDescription, moduleTitle } from '@/lib/content-text';
import { countryName } from '@/lib/country-name';
import { BackLink } from '@/ui/BackLink';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { ModuleIcon, modulePalette } from '@/ui/ModuleIcon';
import { ProgressBar } from '@/ui/ProgressBar';
import { useModule } from '../api/get-module';
import { useModules } from '../api/list-modules';
import { useRecordModuleOpen } from '../api/record-module-open';
import { availableEverywhere, formatLaunchDate } from '../catalogue';
import { t } from '../page/messages';
import { LaunchModuleCard } from './LaunchModuleCard';
import { ModuleEngagement } from './ModuleEngagement';
import { StatusBadge } from './StatusBadge';

/** What the page shows that other features own: passed in by the route, which composes them. */
export interface ModulePageSlots {
  /** Beside the title, e.g. the favorite toggle. */
  headerAction?: ((module: TModule) => ReactNode) | undefined;
  /** The signed-in user's credit balance, for the backing form. */
  creditBalance?: number | undefined;
  /** Credits were spent here (backing); whoever shows the balance should refresh it. */
  onCreditsSpent?: (() => void) | undefined;
  /** The viewer is an admin, who may launch an upcoming module (the server checks again). */
  canLaunch?: boolean | undefined;
}

/**
 * A module's catalogue page (GET /modules/:id): what it is, what it will do, when, and where; before launch,
 * a launch alert and backing with credits.
 */
export function ModulePage({ moduleId, ...slots }: { moduleId: string } & ModulePageSlots) {
  const query = useModule(moduleId);

  if (query.isPending) return <ModulePageSkeleton />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.code === 404;
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <BackLink to="/" quiet>
          {t('dashboard')}
        </BackLink>
        <Card role="alert" className="flex flex-col items-start gap-3 p-8">
          <h1 className="text-xl font-semibold">{notFound ? t('notFound') : t('failed')}</h1>
          <p className="text-sm text-ink-muted">{notFound ? t('notInCatalogue') : query.error.message}</p>
          {!notFound && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          )}
        </Card>
      </div>
    );
  }
  return <ModuleDetails module={query.data} {...slots} />;
}

function ModuleDetails({
  module,
  headerAction,
  creditBalance,
  onCreditsSpent,
  canLaunch,
}: { module: TModule } & ModulePageSlots) {
  useRecordModuleOpen(module.id);
  const palette = modulePalette(module.color);
  const userCountry = useModules('all').data?.country;
  const launchDate = formatLaunchDate(module.expectedLaunchDate);
  const everywhere = availableEverywhere(module.availableCountries);
  const title = moduleTitle(module);

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-6" aria-labelledby="module-title">
      <title>{t('docTitle', { title })}</title>
      <BackLink to="/" quiet>
        {t('dashboard')}
      </BackLink>

      <Card className="relative overflow-hidden p-6 sm:p-8">
        <div
          aria-hidden
          data-palette={palette}
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-tone-soft blur-2xl"
        />
        <div className="relative flex flex-col gap-5 sm:flex-row sm:items-start">
          <ModuleIcon module={module} size="lg" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={module.status} />
              {module.isFundable && (
                <Badge tone="purple">
                  <HandCoins aria-hidden className="size-3.5" /> {t('funding')}
                </Badge>
              )}
            </div>
            {/* The button wraps below a name that needs the row: squeezed beside it, a name broke at its hyphen. */}
            <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
              <h1 id="module-title" className="module-name text-2xl font-bold tracking-tight sm:text-3xl">
                {title}
              </h1>
              {headerAction?.(module)}
            </div>
            <p className="mt-2 max-w-2xl text-base text-ink-muted">{moduleDescription(module)}</p>
          </div>
        </div>

        <div className="relative mt-6">
          <Availability module={module} userCountry={userCountry} />
        </div>
      </Card>

      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Sparkles aria-hidden className="size-4 text-ink-muted" /> {t('features')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {module.features.map((feature) => (
              <li
                key={feature}
                className="flex items-start gap-3 rounded-xl bg-surface-muted px-3.5 py-3 text-sm"
              >
                <span
                  aria-hidden
                  data-palette={palette}
                  className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-tone-soft text-tone-fg"
                >
                  <Check className="size-3.5" />
                </span>
                <span className="text-ink">{feature}</span>
              </li>
            ))}
          </ul>
        </Card>

        <div className="flex flex-col gap-6">
          {module.status === 'upcoming' && canLaunch && <LaunchModuleCard module={module} />}
          {module.status === 'upcoming' && (
            <ModuleEngagement module={module} creditBalance={creditBalance} onCreditsSpent={onCreditsSpent} />
          )}
          <Card className="p-6">
            <h2 className="text-base font-semibold">{t('details')}</h2>
            <div className="mt-4 space-y-2">
              <div className="flex items-center justify-between text-sm">
                <span className="text-ink-muted">{t('progress')}</span>
                <span className="font-semibold tabular-nums">{module.developmentProgress}%</span>
              </div>
              <ProgressBar value={module.developmentProgress} tone={palette} label={t('progress')} />
            </div>
            <dl className="mt-5 divide-y divide-line text-sm">
              {module.status === 'live' && launchDate ? (
                <Detail icon={<CalendarClock className="size-4" />} term={t('launched')}>
                  {launchDate}
                </Detail>
              ) : (
                <Detail icon={<CalendarClock className="size-4" />} term={t('launch')}>
                  {module.status === 'live' ? t('launched') : (module.launchQuarter ?? t('tba'))}
                </Detail>
              )}
              {module.status !== 'live' && (
                <Detail icon={<CalendarClock className="size-4" />} term={t('expectedDate')}>
                  {launchDate ?? t('tba')}
                </Detail>
              )}
              <Detail icon={<Coins className="size-4" />} term={t('minCredits')}>
                {module.minCreditsRequired > 0 ? module.minCreditsRequired : t('noMinimum')}
              </Detail>
              <Detail icon={<Globe2 className="size-4" />} term={t('countries')}>
                {everywhere ? t('allCountries') : module.availableCountries.map(countryName).join(', ')}
              </Detail>
            </dl>
          </Card>
        </div>
      </div>
    </article>
  );
}

function Availability({ module, userCountry }: { module: TModule; userCountry: string | undefined }) {
  const where = userCountry ? countryName(userCountry) : t('yourCountry');
  if (module.isAvailableInUserCountry) {
    return (
      <p
        data-palette="green"
        className="flex items-start gap-3 rounded-xl border border-tone-line bg-tone-soft px-4 py-3 text-sm text-tone-fg"
      >
        <Globe2 aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {rich(t('available', { where, now: module.status === 'live' ? 'yes' : 'no' }), {
            strong: (text) => <strong className="font-semibold">{text}</strong>,
          })}
        </span>
      </p>
    );
  }
  return (
    <p
      data-palette="orange"
      className="flex items-start gap-3 rounded-xl border border-tone-line bg-tone-soft px-4 py-3 text-sm text-tone-fg"
    >
      <MapPinOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      {/* The server's reason already names the country; without one, say it ourselves. */}
      <span className="font-medium">{module.unavailabilityReason ?? t('notAvailable', { where })}</span>
    </p>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="flex items-center gap-2 text-ink-muted">
        <span aria-hidden>{icon}</span>
        {term}
      </dt>
      <dd className="text-right font-medium text-ink">{children}</dd>
    </div>
  );
}

function ModulePageSkeleton() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6" aria-busy="true">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <Skeleton className="h-8 w-28" />
      <Skeleton className="h-64 rounded-2xl" />
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </div>
  );
}
