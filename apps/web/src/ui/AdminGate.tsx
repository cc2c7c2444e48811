import type { ReactNode } from 'react';
import { hasRole, useCurrentUser } from '@/lib/account';
import { NoAccessScreen } from '@/ui/NoAccessScreen';

/**
 * Pages for admins only: anyone else is told so here, without asking for what the server would refuse. The
 * signed-in session usually knows the roles at once; if the account cannot be read, the pages render and the
 * server decides.
 */
export function AdminGate({
  what,
  help,
  children,
}: {
  /** What the pages are, as the start of a sentence: "The admin console". */
  what: string;
  help?: string;
  children: ReactNode;
}) {
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
            {what} is for EngageX admins. You are signed in as{' '}
            <span className="font-medium break-words text-ink">{viewer.email}</span>.
          </>
        }
        {...(help ? { help } : {})}
      />
    );
  }
  return children;
}
