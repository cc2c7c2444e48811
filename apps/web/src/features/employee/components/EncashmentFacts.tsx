import type { TEncashmentConfig } from '@engagex/contracts';
import { ListChecks } from 'lucide-react';
import { Card } from '@/ui/Card';
import { ProgressBar } from '@/ui/ProgressBar';
import { formatInr, formatNumber } from '../format';
import { t } from '../messages';

/** What this employee may encash now, this month's use of the limit, and the rules. */
export function EncashmentFacts({ config }: { config: TEncashmentConfig }) {
  const used = Math.min(100, (config.usedThisMonth / config.monthlyLimitCredits) * 100);
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-5">
        <p className="text-sm font-medium text-ink-muted">{t('facts.encashable')}</p>
        <p className="mt-1 text-3xl font-bold tracking-tight text-ink tabular-nums">
          {formatNumber(config.encashableCredits)}
          <span className="ml-1.5 text-base font-medium text-ink-muted">{t('facts.credits')}</span>
        </p>
        <p className="text-sm text-ink-muted">
          {t('facts.worth', { inr: formatInr(config.encashableCredits * config.creditValueInr) })}
        </p>
        <div className="mt-5 flex items-baseline justify-between gap-3 text-sm">
          <span className="text-ink-muted">{t('facts.usedThisMonth')}</span>
          <span className="font-medium text-ink tabular-nums">
            {formatNumber(config.usedThisMonth)} / {formatNumber(config.monthlyLimitCredits)}
          </span>
        </div>
        <ProgressBar value={used} label={t('facts.limitUsed')} tone="purple" className="mt-2" />
      </Card>
      <Card className="p-5">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
          <ListChecks aria-hidden className="size-5 text-ink-muted" />
          {t('facts.rules')}
        </h2>
        <ul className="mt-3 flex flex-col gap-2 text-sm text-ink-muted">
          {config.rules.map((rule) => (
            <li key={rule} className="flex gap-2">
              <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-line-strong" />
              <span>{rule}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-ink-muted">
          {t('facts.perRequest', { min: config.minCredits, max: config.maxCredits })}
        </p>
      </Card>
    </div>
  );
}
