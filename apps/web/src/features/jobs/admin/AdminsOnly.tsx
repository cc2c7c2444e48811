import { NoAccessScreen } from '@/ui/NoAccessScreen';

/** What a signed-in user without the admin role sees instead of the review queue. */
export function AdminsOnly({ email }: { email: string }) {
  return (
    <NoAccessScreen
      title="Admins only"
      reason={
        <>
          Job applications are reviewed by EngageX admins. You are signed in as{' '}
          <span className="font-medium break-words text-ink">{email}</span>, which is not an admin account.
        </>
      }
      elsewhere={{ to: '/jobs', label: 'Browse openings' }}
    />
  );
}
