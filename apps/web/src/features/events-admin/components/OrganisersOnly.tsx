import { NoAccessScreen } from '@/ui/NoAccessScreen';

/** What a signed-in user without the admin role sees on every organiser page. */
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
      help="If you should have it, ask an EngageX administrator."
      elsewhere={{ to: '/events', label: 'Browse events' }}
    />
  );
}
