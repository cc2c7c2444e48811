import type { TRealm } from '@engagex/contracts';
import { Card, Skeleton } from '@/ui/Card';
import { useEventStats } from '../api/get-event-stats';
import { formatNumber } from '../format';
import { t } from '../messages';

/** GET /events/:id/stats as a row of figures. */
export function EventStatsPanel({
  realm,
  eventId,
  isCompetition,
}: {
  realm: TRealm;
  eventId: string;
  isCompetition: boolean;
}) {
  const stats = useEventStats(realm, eventId);
  const figures: Array<{ label: string; value: number | undefined; hint?: string }> = stats.data
    ? [
        { label: t('stats.capacity'), value: stats.data.capacity, hint: t('stats.acrossSlots') },
        {
          label: t('stats.seatsSold'),
          value: stats.data.confirmedSeats,
          hint: t('stats.bookingCount', { count: stats.data.confirmedBookings }),
        },
        { label: t('stats.held'), value: stats.data.heldSeats, hint: t('stats.released') },
        { label: t('stats.seatsLeft'), value: stats.data.seatsAvailable },
        { label: t('stats.checkedIn'), value: stats.data.checkedIn, hint: t('stats.bookings') },
        isCompetition
          ? { label: t('stats.contestants'), value: stats.data.contestants, hint: t('stats.notCancelled') }
          : { label: t('stats.shares'), value: stats.data.shares },
      ]
    : [];
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t('stats.heading')}
      </h2>
      {stats.isError ? (
        <p className="text-sm text-ink-muted">{t('stats.failed', { message: stats.error.message })}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 xs:grid-cols-3 md:grid-cols-6">
          {(stats.isPending ? Array.from({ length: 6 }, () => null) : figures).map((figure, index) => (
            <Card key={figure?.label ?? index} className="flex flex-col gap-1 px-4 py-3">
              {figure ? (
                <>
                  <dt className="text-xs font-medium text-ink-muted">{figure.label}</dt>
                  <dd className="text-2xl font-bold tracking-tight text-ink tabular-nums">
                    {figure.value === undefined ? null : formatNumber(figure.value)}
                  </dd>
                  {figure.hint && <dd className="text-xs text-ink-muted">{figure.hint}</dd>}
                </>
              ) : (
                <>
                  <Skeleton className="h-3.5 w-16" />
                  <Skeleton className="mt-1 h-7 w-12" />
                </>
              )}
            </Card>
          ))}
        </dl>
      )}
    </section>
  );
}
