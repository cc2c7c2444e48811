import type { TRealm, ZShareEventRequest, ZShareEventResponse } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';

export type SharePlatform = z.infer<typeof ZShareEventRequest>['platform'];
export type TShareEventResponse = z.infer<typeof ZShareEventResponse>;

export const shareEvent = (realm: TRealm, eventId: string, platform: SharePlatform) =>
  call(eventsApi.share, { realm, params: { id: eventId }, body: { platform } });

export const useShareEvent = (realm: TRealm, eventId: string) =>
  useMutation({ mutationFn: (platform: SharePlatform) => shareEvent(realm, eventId, platform) });
