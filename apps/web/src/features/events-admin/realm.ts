import type { ServiceName, TRealm } from '@engagex/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Both event servers share one shape (docs/product.md §7); the organiser pages switch between them. */
export const REALMS: readonly TRealm[] = ['events', 'cultural-events'];

export const REALM_LABELS: Record<TRealm, string> = {
  events: 'Events',
  'cultural-events': 'Cultural events',
};

export const realmService = (realm: TRealm): ServiceName =>
  realm === 'events' ? 'events' : 'culturalEvents';

export const isRealm = (value: unknown): value is TRealm => value === 'events' || value === 'cultural-events';

/** `?realm=` of a link to another organiser page: the default realm needs none. */
export const realmSearch = (realm: TRealm): string => (realm === 'events' ? '' : `?realm=${realm}`);

/** The realm lives in the address (`?realm=cultural-events`), so a reload or a shared link keeps it. */
export function useRealm(): [TRealm, (realm: TRealm) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('realm');
  const realm: TRealm = isRealm(value) ? value : 'events';
  const setRealm = useCallback(
    (next: TRealm) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          // Named even for the default realm: a page opened without one may pick the realm that has work
          // waiting (the review queue), and a realm the organiser chose must stay chosen.
          updated.set('realm', next);
          // A page number or an event filter of one realm means nothing in the other.
          updated.delete('page');
          updated.delete('eventId');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [realm, setRealm];
}
