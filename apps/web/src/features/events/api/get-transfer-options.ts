import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { transferOptionsKey } from '../keys';

/** Other slots of the same event, not started, with room for all of the booking's seats. */
export const getTransferOptions = (realm: TRealm, bookingId: string, signal?: AbortSignal) =>
  call(bookingsApi.transferOptions, { realm, params: { id: bookingId }, signal });

export const transferOptionsQueryOptions = (realm: TRealm, bookingId: string) =>
  queryOptions({
    queryKey: transferOptionsKey(realm, bookingId),
    queryFn: ({ signal }) => getTransferOptions(realm, bookingId, signal),
    staleTime: 0,
  });

export const useTransferOptions = (realm: TRealm, bookingId: string) =>
  useQuery(transferOptionsQueryOptions(realm, bookingId));
