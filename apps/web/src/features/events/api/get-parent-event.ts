import type { TRealm, ZParentEvent } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { catalogueKey } from '../keys';
import { serviceOf } from '../realm';

export type TParentEvent = z.infer<typeof ZParentEvent>;

export const getParentEvent = (
  realm: TRealm,
  parentId: string,
  includeUpcoming: boolean,
  signal?: AbortSignal,
) =>
  request<TParentEvent>(serviceOf(realm), `/events/parent/${encodeURIComponent(parentId)}`, {
    query: { include_upcoming: includeUpcoming },
    signal,
  });

export const parentEventQueryOptions = (realm: TRealm, parentId: string, includeUpcoming: boolean) =>
  queryOptions({
    queryKey: [...catalogueKey(realm), 'parent', parentId, { includeUpcoming }],
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
