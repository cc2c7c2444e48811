import type { TRealm, TShowCheckInCount } from '@engagex/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { useCheckInCounts } from '../api/get-check-in-counts';
import { useDoorEvents } from '../api/list-door-events';
import { useOwnEventsOnly } from '../organiser';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The show a desk most likely admits: the first not yet over, else the last one. */
export function likelyShow(shows: TShowCheckInCount[], now = Date.now()): TShowCheckInCount | undefined {
  return shows.find((show) => Date.parse(show.endsAt) > now) ?? shows.at(-1);
}

/**
 * The event and show this desk admits, kept in the address (?event=…&show=…) so a reload or a second device opened
 * on the same link admits the same show. Choosing an event picks its likely show; no event means no show check.
 */
export function useDoorShow(realm: TRealm) {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  const events = useDoorEvents(realm, useOwnEventsOnly());
  const counts = useCheckInCounts(realm, eventId);
  const shows = counts.data?.shows;
  const asked = params.get('show');
  // The address's show is trusted while the event's shows load (a scan in that moment still names it), then only
  // when it is one of them.
  const slotId =
    !eventId || !asked || !UUID.test(asked)
      ? null
      : !shows || shows.some((show) => show.slotId === asked)
        ? asked
        : null;

  const choose = (next: { event: string | null; show: string | null }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );

  // An event this service does not know (the address kept from the other realm's desk, or a deleted draft) is
  // forgotten, so the desk is back to choosing rather than stuck on "Could not load the counts".
  const unknownEvent = counts.error instanceof ApiError && counts.error.status === 404;
  // An event without a (known) show admits its likely one, once its shows are in.
  useEffect(() => {
    if (eventId && unknownEvent) {
      choose({ event: null, show: null });
      return;
    }
    if (!eventId || !shows || slotId) return;
    const likely = likelyShow(shows);
    if (likely) choose({ event: eventId, show: likely.slotId });
  });

  return {
    events: events.data?.items ?? [],
    eventsLoading: events.isPending,
    eventId,
    slotId,
    counts: counts.data,
    countsError: counts.error,
    chooseEvent: (event: string) => choose({ event: event || null, show: null }),
    chooseShow: (show: string) => choose({ event: eventId, show }),
  };
}
