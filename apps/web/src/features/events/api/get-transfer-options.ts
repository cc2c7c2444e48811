import type { TEventSlot, TRealm } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { bookingsKey } from '../keys';
import { serviceOf } from '../realm';

export type TTransferOptions = { bookingId: string; options: TEventSlot[] };

/** Other slots of the same event, not started, with room for all of the booking's seats. */
export const getTransferOptions = (realm: TRealm, bookingId: string, signal?: AbortSignal) =>
  request<TTransferOptions>(serviceOf(realm), `/bookings/${encodeURIComponent(bookingId)}/transfer-options`, {
    signal,
  });

export const transferOptionsQueryOptions = (realm: TRealm, bookingId: string) =>
  queryOptions({
    queryKey: [...bookingsKey(realm), 'one', bookingId, 'transfer-options'],
    queryFn: ({ signal }) => getTransferOptions(realm, bookingId, signal),
    staleTime: 0,
  });

export const useTransferOptions = (realm: TRealm, bookingId: string) =>
  useQuery(transferOptionsQueryOptions(realm, bookingId));
