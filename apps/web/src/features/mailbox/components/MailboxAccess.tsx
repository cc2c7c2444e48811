import { MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { hasRole, useCurrentUser } from '@/lib/account';
import { isApiError } from '@/lib/api-error';
import { NoAccessScreen } from '@/ui/NoAccessScreen';
import { EmptyState, LoadError } from '@/ui/states';

/**
 * The mailbox pages are for admins; anyone else is told so here, without asking for emails the server would
 * refuse. The signed-in session usually knows the roles at once; if the account cannot be read, the server decides.
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
            The development mailbox is for EngageX admins. You are signed in as{' '}
            <span className="font-medium break-words text-ink">{viewer.email}</span>.
          </>
        }
        help="Your own notifications are under the bell."
      />
    );
  }
  return children;
}

/**
 * A failed mailbox read. 404 is not a fault: the mailbox is off where emails are sent by SMTP, or the email is
 * gone; the server's sentence says which. Anything else may pass, so it offers a retry.
 */
export function MailboxError({
  error,
  title,
  onRetry,
}: {
  error: Error;
  title: string;
  onRetry: () => void;
}) {
  if (isApiError(error) && error.status === 404) {
    return <EmptyState framed icon={<MailX className="size-6" />} title={title} text={error.message} />;
  }
  return <LoadError title={title} error={error} onRetry={onRetry} />;
}
