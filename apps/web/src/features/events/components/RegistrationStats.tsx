import type { TContestant, TRealm } from '@engagex/contracts';
import { Card, Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { useRegistrationStats } from '../api/get-registration-stats';
import { formatCount } from '../format';
import { feesPaidText } from '../money';
import { t } from '../registration/messages';
import { statsOf } from '../registration-stats';

/** The events server's /my-stats; for cultural entries the same figures from the list when it is complete. */
export function RegistrationStats({
  realm,
  items,
  complete,
}: {
  realm: TRealm;
  items: TContestant[];
  complete: boolean;
}) {
  const server = useRegistrationStats(realm === 'events');
  const stats = realm === 'events' ? server.data : complete ? statsOf(items) : undefined;
  if (realm === 'events' && server.isPending) {
    return (
      <div aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (!stats || stats.total === 0) return null;
  const tiles: [string, string, string][] = [
    [t('stats.entries'), formatCount(stats.total), t('stats.upcoming', { count: stats.upcoming })],
    [
      t('stats.inReview'),
      formatCount(stats.inReview),
      stats.pendingPayment > 0 ? t('stats.feeDue', { count: stats.pendingPayment }) : t('stats.withJury'),
    ],
    [
      t('stats.approved'),
      formatCount(stats.approved),
      stats.rejected > 0 ? t('stats.notSelected', { count: stats.rejected }) : t('stats.ready'),
    ],
    // Each currency paid in on its own ("₹1,000 · 50 credits"): rupees and credits are never added up.
    [
      t('stats.feesPaid'),
      feesPaidText(stats),
      stats.cancelled > 0 ? t('stats.cancelled', { count: stats.cancelled }) : t('stats.netOfRefunds'),
    ],
  ];
  return (
    <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(([label, value, note]) => (
        <Card key={label} className="p-4">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
          <p
            className={cx(
              'mt-1 font-bold text-ink tabular-nums',
              // Two currencies ("₹1,000 · 50 credits") take two lines of a phone's tile at the figures' size.
              value.includes(' · ') ? 'text-lg leading-snug' : 'text-2xl',
            )}
          >
            {/* A line breaks between figures, never inside one ("50 / credits"). */}
            {value.split(' · ').map((part, index) => (
              <span key={part}>
                {index > 0 && ' · '}
                <span className="whitespace-nowrap">{part}</span>
              </span>
            ))}
          </p>
          <p className="text-xs text-ink-muted">{note}</p>
        </Card>
      ))}
    </section>
  );
}
