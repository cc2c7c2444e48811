import type { TAccountSuspension } from '@engagex/contracts';
import { Ban } from 'lucide-react';
import { rich } from '@/i18n/rich';
import { formatMoment } from '@/lib/time';
import { t } from '../sign-in/messages';

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
          {t('suspended')}
        </h2>
        <p>{t('suspendedSince', { date: formatMoment(since, 'date') })}</p>
        {reason ? (
          <div>
            <p className="font-medium">{t('reason')}</p>
            <p className="break-words whitespace-pre-line">{reason}</p>
          </div>
        ) : (
          <p>{t('noReason')}</p>
        )}
        <p className="break-words">
          {appealTo
            ? rich(t('appealTo', { address: appealTo }), {
                link: (address) => (
                  <a className="font-medium text-danger underline" href={`mailto:${address}`}>
                    {address}
                  </a>
                ),
              })
            : t('appeal')}
        </p>
      </div>
    </section>
  );
}
