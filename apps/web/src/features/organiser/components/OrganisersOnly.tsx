import { rich } from '@/i18n/rich';
import { NoAccessScreen } from '@/ui/NoAccessScreen';
import { t } from '../messages';

/** What a signed-in user who is neither an organiser nor an admin sees on every organiser page. */
export function OrganisersOnly({ email }: { email: string }) {
  return (
    <NoAccessScreen
      title={t('noAccess.title')}
      reason={rich(t('noAccess.reason', { email }), {
        email: (text) => <span className="font-medium break-all text-ink">{text}</span>,
      })}
      help={t('noAccess.help')}
      elsewhere={{ to: '/events', label: t('noAccess.browse') }}
    />
  );
}
