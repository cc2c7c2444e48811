import type { TRealm, TWaitlistEntry } from '@engagex/contracts';
import { CalendarDays, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { saidNow, toast } from '@/ui/toast';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { useFollowOffers, useMyWaitlist } from '../api/list-my-waitlist';
import { formatDay, formatTimeRange } from '../format';
import { t } from '../later/messages';
import { eventPath } from '../paths';
import { WaitlistStatusBadge } from './StatusBadges';
import { waitlistPlaceText } from './WaitlistPlace';

/**
 * My bookings' "Waitlists" (decision 042): the user's places in line in the realm, each with the way out. Seats offered
 * from a line are a held booking, shown once, among the bookings, with their countdown and actions (decision 052).
 * Nothing shows while nobody waits.
 */
export function MyWaitlists({ realm }: { realm: TRealm }) {
  const entries = useMyWaitlist(realm);
  useFollowOffers(realm, entries.data);
  const list = (entries.data ?? []).filter((entry) => entry.status === 'waiting');
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="waitlists-heading" className="flex flex-col gap-3">
      <h2
        id="waitlists-heading"
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold outline-none"
      >
        <ListOrdered aria-hidden className="size-5 text-ink-muted" />
        {t('waitlist.heading')}
      </h2>
      <ul className="flex flex-col gap-3">
        {list.map((entry) => (
          <li key={entry.id}>
            <EntryCard entry={entry} realm={realm} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EntryCard({ entry, realm }: { entry: TWaitlistEntry; realm: TRealm }) {
  const leave = useLeaveWaitlist(realm);
  const titleId = `waitlist-${entry.id}`;

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
        {/* A polite live region: the place moves up while the page is open. */}
        <p role="status" className="mt-2 text-sm font-medium text-ink">
          {waitlistPlaceText(entry)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
        <div className="ml-auto flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={leave.isPending}
            aria-label={t('waitlist.leaveFor', { title: entry.event.title })}
            onClick={() =>
              leave.mutate(entry.id, {
                onSuccess: () => {
                  toast({ title: () => t('waitlist.left') });
                  // The card (and its button) goes: focus stays in the section, or on the page's heading.
                  requestAnimationFrame(() =>
                    (
                      document.getElementById('waitlists-heading') ??
                      document.querySelector<HTMLElement>('h1')
                    )?.focus(),
                  );
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
            {t('waitlist.leaveShort')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
