import { rich } from '@/i18n/rich';
import { NoAccessScreen } from '@/ui/NoAccessScreen';
import { t } from '../messages';

/** What a signed-in user without the needed role sees on the employee pages. */
export function RoleRequired({ needs, email }: { needs: 'employee' | 'admin'; email: string }) {
  return (
    <NoAccessScreen
      title={needs === 'employee' ? t('role.employeesOnly') : t('role.adminsOnly')}
      reason={
        <>
          {needs === 'employee' ? t('role.forEmployees') : t('role.forAdmins')}{' '}
          {rich(t('role.signedInAs', { email }), {
            email: (text) => <span className="font-medium break-words text-ink">{text}</span>,
          })}
        </>
      }
      help={t('role.help')}
    />
  );
}
