import { Check } from 'lucide-react';
import { cx } from '@/ui/cx';
import type { StepId } from './form';
import { t } from './messages';

/** A step's title, in the reader's language at the time it is drawn. */
export const stepTitle = (step: StepId | 'pay'): string => t(`steps.${step}`);

/**
 * The steps, wrapping onto a second line on a narrow screen rather than scrolling: a scrolling list is a region
 * keyboard users cannot reach (axe, scrollable-region-focusable).
 */
export function StepIndicator({ steps, current }: { steps: (StepId | 'pay')[]; current: number }) {
  return (
    <ol aria-label={t('steps.label')} className="flex flex-wrap items-center gap-x-2 gap-y-2 pb-1">
      {steps.map((id, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={id}
            aria-current={active ? 'step' : undefined}
            className="flex shrink-0 items-center gap-2"
          >
            <span
              className={cx(
                'inline-flex size-7 items-center justify-center rounded-full text-xs font-bold',
                done && 'bg-primary text-primary-fg',
                active && 'bg-primary text-primary-fg ring-4 ring-primary/20',
                !done && !active && 'border border-line-strong bg-surface text-ink-muted',
              )}
            >
              {done ? <Check aria-hidden className="size-4" /> : index + 1}
            </span>
            <span
              className={cx(
                'text-sm',
                active ? 'font-semibold text-ink' : 'text-ink-muted',
                !active && 'max-xs:sr-only',
              )}
            >
              {stepTitle(id)}
              {done && <span className="sr-only"> {t('steps.done')}</span>}
            </span>
            {index < steps.length - 1 && <span aria-hidden className="h-px w-6 bg-line-strong" />}
          </li>
        );
      })}
    </ol>
  );
}
