import { mailboxApi } from '@engagex/contracts/api/mailbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { mailboxKeys } from './keys';

/** One kept email with both bodies and its attachments (base64). */
export const getKeptEmail = (id: string, signal?: AbortSignal) =>
  call(mailboxApi.get, { params: { id }, signal });

export const keptEmailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailboxKeys.email(id),
    queryFn: ({ signal }) => getKeptEmail(id, signal),
    // A kept email never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useKeptEmail = (id: string) => useQuery(keptEmailQueryOptions(id));
