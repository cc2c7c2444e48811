import { NoAccessScreen } from '@/ui/NoAccessScreen';

/** What a signed-in user who is neither an organiser nor an admin sees on every organiser page. */
export function OrganisersOnly({ email }: { email: string }) {
  return (
    <NoAccessScreen
      title="Organisers only"
      reason={
        <>
          These pages are for event organisers. You are signed in as{' '}
          <span className="font-medium break-all text-ink">{email}</span>, which has no organiser access.
        </>
      }
      help="If you organise events, ask an EngageX administrator to make you an organiser."
      elsewhere={{ to: '/events', label: 'Browse events' }}
    />
  );
}
