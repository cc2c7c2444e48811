import type { TRealm } from '@engagex/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { realmFromParam } from '@/lib/realm';

/** The realm lives in the address (`?realm=cultural-events`), so a reload or a shared link keeps it. */
export function useRealm(): [TRealm, (realm: TRealm) => void] {
  const [params, setParams] = useSearchParams();
  const realm = realmFromParam(params.get('realm'));
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
