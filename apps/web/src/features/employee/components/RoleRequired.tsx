import { NoAccessScreen } from '@/ui/NoAccessScreen';

/** What a signed-in user without the needed role sees on the employee pages. */
export function RoleRequired({ needs, email }: { needs: 'employee' | 'admin'; email: string }) {
  return (
    <NoAccessScreen
      title={needs === 'employee' ? 'Employees only' : 'Admins only'}
      reason={
        <>
          {needs === 'employee'
            ? 'Encashment and the referral guide are for EngageX employees.'
            : 'Encashment requests are reviewed by EngageX admins.'}{' '}
          You are signed in as <span className="font-medium break-words text-ink">{email}</span>.
        </>
      }
      help="If you should have access, ask an EngageX administrator."
    />
  );
}
