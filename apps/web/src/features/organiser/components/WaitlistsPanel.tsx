import type { TEventSlot, TRealm, TSlotWaitlist } from '@engagex/contracts';
import { ListOrdered } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { EmptyState } from '@/ui/states';
import { useEventWaitlists } from '../api/get-event-waitlists';
import { formatDateTime, formatNumber, formatRange } from '../format';
import { t } from '../messages';

const CloseWaitlistDialog = lazy(() => import('./CloseWaitlistDialog'));

/**
 * Each show's waitlist (decision 042): the people waiting and the seats they want, the offers open now and the seats
 * they hold, and closing it (asked first, in a dialog). A closed waitlist stays closed.
 */
export function WaitlistsPanel({
  realm,
  eventId,
  timeZone,
  slots,
}: {
  realm: TRealm;
  eventId: string;
  timeZone: string;
  slots: TEventSlot[];
}) {
  const waitlists = useEventWaitlists(realm, eventId);
  const [closing, setClosing] = useState<TSlotWaitlist | null>(null);
  const [open, setOpen] = useState(false);
  const labelOf = (show: TSlotWaitlist) => {
    const slot = slots.find((one) => one.id === show.slotId);
    return slot ? formatRange(slot.startsAt, slot.endsAt, timeZone) : formatDateTime(show.startsAt, timeZone);
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="waitlists-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="waitlists-heading" className="text-lg font-semibold">
            {t('waitlists.heading')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('waitlists.text')}</p>
        </div>
        {waitlists.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span role="status" className="sr-only">
              {t('waitlists.loading')}
            </span>
            <Skeleton className="h-16 rounded-2xl" />
          </div>
        ) : waitlists.isError ? (
          <p className="text-sm text-ink-muted">
            {t('waitlists.failed', { message: waitlists.error.message })}
          </p>
        ) : waitlists.data.slots.length === 0 ? (
          <EmptyState
            icon={<ListOrdered className="size-6" />}
            title={t('waitlists.none')}
            text={t('waitlists.noneText')}
          />
        ) : (
          <ul
            className="flex flex-col divide-y divide-line rounded-2xl border border-line"
            aria-label={t('waitlists.label')}
          >
            {waitlists.data.slots.map((show) => {
              const label = labelOf(show);
              return (
                <li key={show.slotId} className="flex flex-col gap-3 p-4 @container">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium text-ink">{label}</p>
                    <Badge tone={show.closed ? 'gray' : 'green'} dot>
                      {show.closed ? t('waitlists.closed') : t('waitlists.open')}
                    </Badge>
                  </div>
                  <div className="flex flex-col gap-3 @xl:flex-row @xl:items-end @xl:justify-between">
                    <dl
                      aria-label={t('waitlists.of', { label })}
                      className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm xs:grid-cols-4"
                    >
                      {(
                        [
                          [t('waitlists.waiting'), show.waitingEntries],
                          [t('waitlists.seatsWanted'), show.waitingSeats],
                          [t('waitlists.openOffers'), show.openOffers],
                          [t('waitlists.seatsOffered'), show.offeredSeats],
                        ] as const
                      ).map(([term, value]) => (
                        <div key={term} className="flex flex-col">
                          <dt className="text-xs text-ink-muted">{term}</dt>
                          <dd className="text-lg font-semibold text-ink tabular-nums">
                            {formatNumber(value)}
                          </dd>
                        </div>
                      ))}
                    </dl>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={show.closed}
                      aria-label={
                        show.closed
                          ? t('waitlists.closedLabel', { label })
                          : t('waitlists.closeLabel', { label })
                      }
                      onClick={() => {
                        setClosing(show);
                        setOpen(true);
                      }}
                    >
                      {show.closed ? t('waitlists.isClosed') : t('waitlists.close')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {closing && (
        <Suspense fallback={null}>
          <CloseWaitlistDialog
            realm={realm}
            eventId={eventId}
            show={closing}
            label={() => labelOf(closing)}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </Card>
  );
}
