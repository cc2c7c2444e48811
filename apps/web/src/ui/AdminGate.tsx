import type { ReactNode } from 'react';
import { rich } from '@/i18n/rich';
import { hasRole, useCurrentUser } from '@/lib/account';
import { NoAccessScreen } from '@/ui/NoAccessScreen';
import { t } from './controls/messages';

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
        {t('adminGate.loading')}
      </p>
    );
  }
  // The account is an admin's but this session signed in without the second factor the server asks of admins.
  if (viewer.awaitingSecondFactor?.includes('admin')) {
    return (
      <NoAccessScreen
        title={t('adminGate.secondFactorTitle')}
        reason={rich(t('adminGate.secondFactorReason', { what, email: viewer.email }), {
          email: (text) => <span className="font-medium break-words text-ink">{text}</span>,
        })}
        elsewhere={{ to: '/account/two-factor', label: t('adminGate.secondFactorAction') }}
      />
    );
  }
  if (!hasRole(viewer, 'admin')) {
    return (
      <NoAccessScreen
        title={t('adminGate.title')}
        reason={rich(t('adminGate.reason', { what, email: viewer.email }), {
          email: (text) => <span className="font-medium break-words text-ink">{text}</span>,
        })}
        {...(help ? { help } : {})}
      />
    );
  }
  return children;
}
