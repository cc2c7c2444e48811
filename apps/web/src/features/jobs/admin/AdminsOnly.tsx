import { rich } from '@/i18n/rich';
import { NoAccessScreen } from '@/ui/NoAccessScreen';
import { t } from '../messages';

/** What a signed-in user without the admin role sees instead of the review queue. */
export function AdminsOnly({ email }: { email: string }) {
  return (
    <NoAccessScreen
      title={t('admins.title')}
      reason={rich(t('admins.reason', { email }), {
        email: (text) => <span className="font-medium break-words text-ink">{text}</span>,
      })}
      elsewhere={{ to: '/jobs', label: t('admins.browse') }}
    />
  );
}
