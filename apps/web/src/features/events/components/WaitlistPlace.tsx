import type { TRealm, TWaitlistEntry } from '@engagex/contracts';
import { Gift, ListOrdered } from 'lucide-react';
import { Button } from '@/ui/Button';
import { saidNow, toast } from '@/ui/toast';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { t } from '../event-page/messages';
import { formatTime } from '../format';

/** What the user's entry says: their place in line, or the seats offered to them (decision 042). */
export function waitlistPlaceText(entry: TWaitlistEntry): string {
  if (entry.status === 'offered') {
    return entry.offer?.expiresAt
      ? t('waitlist.offeredUntil', { count: entry.seats, time: formatTime(entry.offer.expiresAt) })
      : t('waitlist.offered', { count: entry.seats });
  }
  return t('waitlist.place', { count: entry.seats, position: entry.position ?? '?' });
}

/**
 * The user's place on the chosen show's waitlist, on the event page. The status line is a polite live region that
 * is there before an entry is: joining, moving up and being offered seats are read out where they happen.
 */
export function WaitlistPlace({
  entry,
  realm,
  onOpenOffer,
  onLeft,
}: {
  entry: TWaitlistEntry | undefined;
  realm: TRealm;
  onOpenOffer: (bookingId: string) => void;
  onLeft?: () => void;
}) {
  const leave = useLeaveWaitlist(realm);
  const offered = entry?.status === 'offered';
  const Icon = offered ? Gift : ListOrdered;
  return (
    <div
      data-palette={offered ? 'purple' : 'blue'}
      // With no entry only the (empty) live region is there, out of the flow: it takes no gap of the panel's.
      className={
        entry ? 'flex flex-col gap-3 rounded-2xl border border-tone-line bg-tone-soft p-4' : 'sr-only'
      }
    >
      <div role="status" className="text-sm">
        {entry && (
          <div className="flex items-start gap-3">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-tone-fg" />
            <div>
              <p className="font-semibold text-tone-fg">{waitlistPlaceText(entry)}</p>
              <p className="mt-0.5 text-ink-muted">
                {offered ? t('waitlist.payBefore') : t('waitlist.howItWorks')}
              </p>
            </div>
          </div>
        )}
      </div>
      {entry && (
        <div className="flex flex-wrap justify-end gap-2">
          {offered && entry.offer ? (
            <Button size="sm" onClick={() => entry.offer && onOpenOffer(entry.offer.bookingId)}>
              {t('waitlist.seeOffer')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              loading={leave.isPending}
              onClick={() =>
                leave.mutate(entry.id, {
                  onSuccess: () => {
                    toast({ title: () => t('waitlist.left') });
                    onLeft?.();
                  },
                  onError: (error) =>
                    toast({
                      title: () => t('waitlist.leaveFailed'),
                      description: saidNow(error.message),
                      variant: 'error',
                    }),
                })
              }
            >
              {t('waitlist.leave')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
