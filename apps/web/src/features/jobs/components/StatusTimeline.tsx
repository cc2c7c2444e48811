import type { TJobApplication, TJobStatus } from '@engagex/contracts';
import { Check, Circle, Eye, Send, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/ui/cx';
import { formatMoment, STATUS_LOOK } from '../format';
import { t } from '../messages';

type Entry = TJobApplication['timeline'][number];

const ICONS: Record<TJobStatus, ReactNode> = {
  PENDING: <Send className="size-3.5" />,
  UNDER_REVIEW: <Eye className="size-3.5" />,
  APPROVED: <Check className="size-3.5" />,
  REJECTED: <X className="size-3.5" />,
};

const titleOf = (entry: Entry) =>
  entry.from === null
    ? t('timeline.sent')
    : t('timeline.change', { from: STATUS_LOOK[entry.from].label, to: STATUS_LOOK[entry.to].label });

/** The steps still ahead of an application, shown faded after its history. */
function upcoming(status: TJobStatus): string[] {
  if (status === 'PENDING') return [t('timeline.review'), t('timeline.decision')];
  if (status === 'UNDER_REVIEW') return [t('timeline.decision')];
  return [];
}

/** Every status change of an application, oldest first, as a vertical line of steps. */
export function StatusTimeline({
  application,
  label,
}: {
  application: Pick<TJobApplication, 'timeline' | 'status'>;
  label?: string;
}) {
  const ahead = upcoming(application.status);
  return (
    <ol aria-label={label ?? t('timeline.label')} className="relative flex flex-col">
      {application.timeline.map((entry, index) => {
        const last = index === application.timeline.length - 1 && ahead.length === 0;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          <li key={index} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && (
              <span aria-hidden className="absolute top-7 bottom-0 left-[13px] w-px bg-line-strong" />
            )}
            <span
              aria-hidden
              data-palette={STATUS_LOOK[entry.to].tone}
              className="relative z-10 inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-tone-line bg-tone-soft text-tone-fg"
            >
              {ICONS[entry.to]}
            </span>
            <div className="min-w-0 flex-1 pt-0.5">
              <p className="text-sm font-semibold text-ink">{titleOf(entry)}</p>
              <p className="text-xs text-ink-muted">
                <time dateTime={entry.changedAt}>{formatMoment(entry.changedAt)}</time>
                {entry.changedBy ? ` · ${t('timeline.by', { name: entry.changedBy })}` : ''}
              </p>
              {entry.notes && (
                <p className="mt-2 rounded-xl border border-line bg-surface-muted px-3 py-2 text-sm text-ink">
                  {entry.notes}
                </p>
              )}
            </div>
          </li>
        );
      })}
      {ahead.map((step, index) => (
        <li key={step} className="relative flex gap-3 pb-5 last:pb-0">
          {index < ahead.length - 1 && (
            <span
              aria-hidden
              className="absolute top-7 bottom-0 left-[13px] w-px border-l border-dashed border-line-strong"
            />
          )}
          <span
            aria-hidden
            className={cx(
              'relative z-10 inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-dashed border-line-strong bg-surface text-ink-muted',
            )}
          >
            <Circle className="size-2.5" />
          </span>
          <p className="pt-1 text-sm text-ink-muted">
            {step} <span className="sr-only">{t('timeline.notYet')}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
