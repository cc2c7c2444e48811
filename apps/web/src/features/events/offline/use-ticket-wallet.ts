import { MAX_PAGE_LIMIT, type TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '@/lib/api';
import { isUnreachable } from '@/lib/api-error';
import { bookingsKey } from '../keys';
import { readSavedTickets, type SavedTickets, savedTicketsOwner, saveTickets } from './ticket-store';

/**
 * The user's confirmed tickets of one realm, read to be kept on the device. Under the realm's bookings key, so
 * that every booking change (a cancel, a transfer, a payment) saves the wallet again where it is on screen.
 */
export const walletQueryOptions = (realm: TRealm, owner: string) =>
  queryOptions({
    queryKey: [...bookingsKey(realm), 'wallet', owner] as const,
    queryFn: async ({ signal }) => {
      const page = await call(bookingsApi.mine, {
        realm,
        query: { status: 'confirmed', limit: MAX_PAGE_LIMIT },
        signal,
      });
      saveTickets(owner, realm, page.items);
      return page.items.length;
    },
    // Without a network the saved copy is what shows: no point in trying again and again.
    retry: false,
  });

/**
 * Keeps the signed-in user's tickets of both realms on this device while a page that shows tickets is open and
 * online, and answers what is saved (null: nothing yet).
 */
export function useTicketWallet(): SavedTickets | null {
  const owner = savedTicketsOwner();
  // One query per realm, each saved as it arrives (useQueries would add to the framework's first download).
  const events = useQuery({ ...walletQueryOptions('events', owner ?? ''), enabled: owner !== null });
  const cultural = useQuery({
    ...walletQueryOptions('cultural-events', owner ?? ''),
    enabled: owner !== null,
  });
  const saves = `${events.dataUpdatedAt}:${cultural.dataUpdatedAt}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each save of the wallet.
  return useMemo(() => readSavedTickets(owner), [owner, saves]);
}

/** A query that cannot reach the server: it failed for want of a network, or waits for one (paused). */
export const isOffline = (query: Pick<UseQueryResult, 'error' | 'failureReason' | 'fetchStatus'>): boolean =>
  query.fetchStatus === 'paused' || isUnreachable(query.error ?? query.failureReason);
