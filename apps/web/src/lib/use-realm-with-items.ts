import type { TPaginated, TRealm } from '@engagex/contracts';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { withParams } from '@/lib/page-param';

/**
 * The realm a list opens on: My bookings and My registrations (the user's items), the organisers' review queue
 * (registrations waiting). Opened without `?realm=` (the header's or the organiser menu's link), it shows the realm
 * that has items: a cultural booking or entry alone must not open on an empty Events tab. Events stays
 * the default when both or neither have some, and a realm in the address (a tab the user chose, or the page they
 * came from) is never second-guessed; nor is a list narrowed to one realm's event (`enabled: false`).
 * Returns true while it decides, so the page can wait instead of flashing the empty tab.
 */
export function useRealmWithItems<T, Key extends QueryKey>(
  firstPageOf: (realm: TRealm) => UseQueryOptions<TPaginated<T>, Error, TPaginated<T>, Key>,
  isOwn: (item: T) => boolean = () => true,
  { enabled = true }: { enabled?: boolean } = {},
): boolean {
  const [params, setParams] = useSearchParams();
  const undecided = enabled && params.get('realm') === null;
  const events = useQuery({ ...firstPageOf('events'), enabled: undecided });
  const cultural = useQuery({ ...firstPageOf('cultural-events'), enabled: undecided });
  const hasOwn = (page: TPaginated<T> | undefined) => Boolean(page?.items.some(isOwn));
  const moveToCultural = undecided && !hasOwn(events.data) && hasOwn(cultural.data);
  useEffect(() => {
    if (moveToCultural) {
      setParams((current) => withParams(current, { realm: 'cultural-events', page: null }), {
        replace: true,
      });
    }
  }, [moveToCultural, setParams]);
  return undecided && (events.isPending || cultural.isPending || moveToCultural);
}
