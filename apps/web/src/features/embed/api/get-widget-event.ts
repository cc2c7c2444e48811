/**
 * The event as the widget's frame shows it before its visitor signs in (decision 097): the public read, for a
 * published event some site may frame. Changes with the endpoint.
 */
import type { TRealm } from '@engagex/contracts';
import { embedApi } from '@engagex/contracts/api/embed';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** Read once per visit: seats left are checked again by the booking itself, after sign-in. */
export const useWidgetEvent = (realm: TRealm, eventId: string) =>
  useQuery({
    queryKey: ['embed', 'public', realm, eventId] as const,
    queryFn: ({ signal }) => call(embedApi.publicEvent, { realm, params: { id: eventId }, signal }),
    retry: false,
  });
