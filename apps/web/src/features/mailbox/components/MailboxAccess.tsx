import { MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-error';
import { AdminGate } from '@/ui/AdminGate';
import { EmptyState, LoadError } from '@/ui/states';
import { t } from '../messages';

export function AdminsOnly({ children }: { children: ReactNode }) {
  return (
    <AdminGate what={t('access.what')} help={t('access.help')}>
      {children}
    </AdminGate>
  );
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
