import type { TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { ticketingKeys } from './ticketing-keys';

/** GET /events/:id/questions: what each attendee is asked, in display order. */
export const listQuestions = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(ticketingApi.questions, { realm, params: { id: eventId }, signal });

export const questionsQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: ticketingKeys.questions(realm, eventId),
    queryFn: ({ signal }) => listQuestions(realm, eventId, signal),
  });

export const useQuestions = (realm: TRealm, eventId: string) =>
  useQuery(questionsQueryOptions(realm, eventId));
