import { mailboxApi } from '@engagex/contracts/api/mailbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { mailboxKeys } from './keys';

export const MAILBOX_PAGE_SIZE = 20;

/** Admins: the emails kept instead of sent (no SMTP_URL), newest first; 404 where the mailbox is off. */
export const listKeptEmails = (page: number, signal?: AbortSignal) =>
  call(mailboxApi.list, { query: { page, limit: MAILBOX_PAGE_SIZE }, signal });

export const keptEmailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: mailboxKeys.list(page),
    queryFn: ({ signal }) => listKeptEmails(page, signal),
  });

export const useKeptEmails = (page: number) =>
  useQuery({ ...keptEmailsQueryOptions(page), placeholderData: keepPreviousData });
