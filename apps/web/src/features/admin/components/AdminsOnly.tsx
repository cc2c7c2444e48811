import type { ReactNode } from 'react';
import { hasRole, useCurrentUser } from '@/lib/account';
import { NoAccessScreen } from '@/ui/NoAccessScreen';

/**
 * The console is for admins; anyone else is told so here, without asking for what the server would refuse. If the
 * account cannot be read, the pages render and the server decides.
 */
export function AdminsOnly({ children }: { children: ReactNode }) {
  const { data: viewer, isError } = useCurrentUser();
  if (!viewer) {
    return isError ? (
      children
    ) : (
      <p role="status" className="sr-only">
        Loading…
      </p>
    );
  }
  if (!hasRole(viewer, 'admin')) {
    return (
      <NoAccessScreen
        title="Admins only"
        reason={
          <>
            The admin console is for EngageX admins. You are signed in as{' '}
            <span className="font-medium break-words text-ink">{viewer.email}</span>.
          </>
        }
      />
    );
  }
  return children;
}
