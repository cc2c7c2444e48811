import type { TAccountSuspension } from '@engagex/contracts';
import { Ban } from 'lucide-react';
import { formatMoment } from '@/lib/time';
import { SUSPENSION_TEXT } from '../suspension';

/** Why this person cannot use the portal, and how to appeal (decision 048). */
export function SuspendedNotice({ suspension }: { suspension: TAccountSuspension }) {
  const { since, reason, appealTo } = suspension;
  return (
    <section
      role="alert"
      aria-labelledby="suspended-heading"
      className="mb-5 flex gap-3 rounded-xl border border-red-300 bg-danger-soft px-4 py-3 text-sm text-ink dark:border-red-500/40"
    >
      <Ban aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
      <div className="min-w-0 space-y-2">
        <h2 id="suspended-heading" className="font-semibold text-danger">
          {SUSPENSION_TEXT.title}
        </h2>
        <p>{SUSPENSION_TEXT.since(formatMoment(since, 'date'))}</p>
        {reason ? (
          <div>
            <p className="font-medium">{SUSPENSION_TEXT.reason}</p>
            <p className="break-words whitespace-pre-line">{reason}</p>
          </div>
        ) : (
          <p>{SUSPENSION_TEXT.noReason}</p>
        )}
        <p className="break-words">
          {appealTo ? (
            <>
              {SUSPENSION_TEXT.appealTo[0]}{' '}
              <a className="font-medium text-danger underline" href={`mailto:${appealTo}`}>
                {appealTo}
              </a>{' '}
              {SUSPENSION_TEXT.appealTo[1]}
            </>
          ) : (
            SUSPENSION_TEXT.appealWithoutAddress
          )}
        </p>
      </div>
    </section>
  );
}
