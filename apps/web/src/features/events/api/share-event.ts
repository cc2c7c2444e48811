import type { TRealm, ZShareEventRequest, ZShareEventResponse } from '@engagex/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { serviceOf } from '../realm';

export type SharePlatform = z.infer<typeof ZShareEventRequest>['platform'];
export type TShareEventResponse = z.infer<typeof ZShareEventResponse>;

export const shareEvent = (realm: TRealm, eventId: string, platform: SharePlatform) =>
  request<TShareEventResponse>(serviceOf(realm), `/events/${encodeURIComponent(eventId)}/share`, {
    method: 'POST',
    body: { platform },
  });

export const useShareEvent = (realm: TRealm, eventId: string) =>
  useMutation({ mutationFn: (platform: SharePlatform) => shareEvent(realm, eventId, platform) });
