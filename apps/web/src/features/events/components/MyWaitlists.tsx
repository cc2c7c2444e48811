import type { TRealm, TWaitlistEntry } from '@engagex/contracts';
import { CalendarDays, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { toast } from '@/ui/toast';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { useMyWaitlist } from '../api/list-my-waitlist';
import { useReleaseBooking } from '../api/release-booking';
import { formatDay, formatTimeRange } from '../format';
import { eventPath } from '../paths';
import { offerLengthMs } from '../waitlist';
import { HoldCountdown } from './HoldCountdown';
import { WaitlistStatusBadge } from './StatusBadges';
import { waitlistPlaceText } from './WaitlistPlace';

/**
 * My bookings' "Waitlists" (issue #18): the user's active entries of the realm, each with its place in line or the
 * seats offered (counted down, to take on the event page), and the way out. Nothing shows while there are none.
 */
export function MyWaitlists({ realm }: { realm: TRealm }) {
  const entries = useMyWaitlist(realm);
  const list = entries.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="waitlists-heading" className="flex flex-col gap-3">
      <h2
        id="waitlists-heading"
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold outline-none"
      >
        <ListOrdered aria-hidden className="size-5 text-ink-muted" />
        Waitlists
      </h2>
      <ul className="flex flex-col gap-3">
        {list.map((entry) => (
          <li key={entry.id}>
            <EntryCard entry={entry} realm={realm} onLapsed={() => void entries.refetch()} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EntryCard({
  entry,
  realm,
  onLapsed,
}: {
  entry: TWaitlistEntry;
  realm: TRealm;
  onLapsed: () => void;
}) {
  const leave = useLeaveWaitlist(realm);
  const release = useReleaseBooking(realm);
  const offer = entry.status === 'offered' ? entry.offer : null;
  const titleId = `waitlist-${entry.id}`;
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: error.message, variant: 'error' });

  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <WaitlistStatusBadge status={entry.status} />
      </div>
      <div>
        <h3 id={titleId} className="text-base font-semibold">
          <Link to={eventPath(realm, entry.eventId)} className="hover:underline">
            {entry.event.title}
          </Link>
        </h3>
        <p className="mt-1 flex items-start gap-2 text-sm text-ink-muted">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
          {formatDay(entry.slot.startsAt, entry.event.timeZone)} ·{' '}
          {formatTimeRange(entry.slot.startsAt, entry.slot.endsAt, entry.event.timeZone)}
        </p>
        {/* A polite live region: the place moves up (and an offer arrives) while the page is open. */}
        <p role="status" className="mt-2 text-sm font-medium text-ink">
          {waitlistPlaceText(entry)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
        {offer?.expiresAt && (
          <HoldCountdown
            expiresAt={offer.expiresAt}
            totalMs={offerLengthMs({ createdAt: entry.createdAt, holdExpiresAt: offer.expiresAt })}
            compact
            onExpire={onLapsed}
          />
        )}
        <div className="ml-auto flex gap-2">
          {offer ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                loading={release.isPending}
                aria-label={`Decline the seats offered for ${entry.event.title}`}
                onClick={() =>
                  release.mutate(offer.bookingId, {
                    onSuccess: () =>
                      toast({ title: 'Offer declined', description: 'The seats go to the next in line.' }),
                    onError: failed('Could not decline the offer'),
                  })
                }
              >
                Decline
              </Button>
              <Link
                to={`${eventPath(realm, entry.eventId)}?booking=${offer.bookingId}`}
                className={buttonClasses({ size: 'sm' })}
              >
                Take the seats
              </Link>
            </>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              loading={leave.isPending}
              aria-label={`Leave the waitlist for ${entry.event.title}`}
              onClick={() =>
                leave.mutate(entry.id, {
                  onSuccess: () => {
                    toast({ title: 'You left the waitlist' });
                    // The card (and its button) goes: focus stays in the section, or on the page's heading.
                    requestAnimationFrame(() =>
                      (
                        document.getElementById('waitlists-heading') ??
                        document.querySelector<HTMLElement>('h1')
                      )?.focus(),
                    );
                  },
                  onError: failed('Could not leave the waitlist'),
                })
              }
            >
              Leave
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
