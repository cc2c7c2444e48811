import { adminApi } from '@engagex/contracts/api/admin';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { type AuditFilter, adminKeys } from './keys';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first, narrowed by `filter`. */
export const listAudit = (filter: AuditFilter, cursor: string | undefined, signal?: AbortSignal) =>
  call(adminApi.audit, { query: { ...filter, cursor, limit: AUDIT_PAGE_SIZE }, signal });

export const auditQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam, signal }) => listAudit(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useAudit = (filter: AuditFilter) =>
  useInfiniteQuery({ ...auditQueryOptions(filter), placeholderData: keepPreviousData });
