import type { TAuditQuery, TUser } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY, invalidateWallet } from '@/lib/account';

/** Every admin console query lives under this key. */
export const ADMIN_KEY = ['admin'] as const;

/** The audit log's filters as the query string carries them (no cursor, no limit: those are the list's own). */
export type AuditFilter = Pick<TAuditQuery, 'action' | 'actorId' | 'targetId' | 'from' | 'to'>;

export const adminKeys = {
  people: (q: string) => [...ADMIN_KEY, 'people', { q }] as const,
  person: (id: string) => [...ADMIN_KEY, 'person', id] as const,
  audit: (filter: AuditFilter) => [...ADMIN_KEY, 'audit', filter] as const,
};

/**
 * After a change to someone: the whole console (their page, the search lists that show their roles and standing,
 * and the audit log that now has one more entry). If the admin changed their own account, their session's user
 * and wallet too, so the navigation and balance follow at once.
 */
export function invalidateAfterChange(queryClient: QueryClient, userId: string): Promise<void> {
  const self = queryClient.getQueryData<TUser>(CURRENT_USER_KEY)?.id === userId;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    self ? invalidateWallet(queryClient) : undefined,
  ]).then(() => undefined);
}
