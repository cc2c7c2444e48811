import type { TRealm, ZParentEvent } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, queryFlag } from '@/lib/api';
import { parentEventKey } from '../keys';

export type TParentEvent = z.infer<typeof ZParentEvent>;

export const getParentEvent = (
  realm: TRealm,
  parentId: string,
  includeUpcoming: boolean,
  signal?: AbortSignal,
) =>
  call(eventsApi.parent, {
    realm,
    params: { id: parentId },
    query: { include_upcoming: queryFlag(includeUpcoming) },
    signal,
  });

export const parentEventQueryOptions = (realm: TRealm, parentId: string, includeUpcoming: boolean) =>
  queryOptions({
    queryKey: parentEventKey(realm, parentId, includeUpcoming),
    queryFn: ({ signal }) => getParentEvent(realm, parentId, includeUpcoming, signal),
  });

export const useParentEvent = (
  realm: TRealm,
  parentId: string | null,
  includeUpcoming: boolean,
  enabled = true,
) =>
  useQuery({
    ...parentEventQueryOptions(realm, parentId ?? '', includeUpcoming),
    enabled: enabled && parentId !== null,
  });
