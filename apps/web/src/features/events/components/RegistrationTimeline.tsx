import type { TContestant } from '@engagex/contracts';
import { Clock } from 'lucide-react';
import { cx } from '@/ui/cx';
import { formatStamp } from '../format';
import { t } from '../registration/messages';
import { CONTESTANT_STATUS } from './StatusBadges';

/** The status history, newest last, as the jury and the contestant moved it. */
export function RegistrationTimeline({ contestant }: { contestant: TContestant }) {
  const history = [...contestant.history].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt));
  return (
    <section
      aria-label={t('timeline.label')}
      className="self-start rounded-2xl border border-line bg-surface-muted/40 p-4"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Clock aria-hidden className="size-4 text-ink-muted" /> {t('timeline.title')}
      </h3>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('timeline.none')}</p>
      ) : (
        <ol className="mt-3 flex flex-col">
          {history.map((entry, index) => {
            const last = index === history.length - 1;
            return (
              <li key={`${entry.changedAt}-${entry.to}`} className="relative flex gap-3 pb-4 last:pb-0">
                {!last && (
                  <span aria-hidden className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-line-strong" />
                )}
                <span
                  aria-hidden
                  data-palette={CONTESTANT_STATUS[entry.to].tone}
                  className={cx(
                    'relative z-10 mt-1 size-3 shrink-0 rounded-full bg-tone-solid',
                    last && 'ring-4 ring-tone-soft',
                  )}
                />
                <div className="min-w-0 text-sm">
                  <p className={cx('font-medium', last ? 'text-ink' : 'text-ink-muted')}>
                    {CONTESTANT_STATUS[entry.to].label}
                  </p>
                  <p className="text-xs text-ink-muted">
                    <time dateTime={entry.changedAt}>{formatStamp(entry.changedAt)}</time>
                  </p>
                  {entry.notes && <p className="mt-0.5 text-xs text-ink-muted">“{entry.notes}”</p>}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="sr-only">{t('timeline.changes', { count: history.length })}</p>
    </section>
  );
}
