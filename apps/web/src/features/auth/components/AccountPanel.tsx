import type { TUser } from '@engagex/contracts';
import { LanguageChoice } from '@/ui/LanguageSwitch';
import { AccountLinks } from './AccountLinks';
import { AccountSummary } from './AccountSummary';
import { SignOutButton } from './SignOutButton';

/** The user menu's contents, in their own chunk: they are needed only once the menu opens. */
export default function AccountPanel({ user }: { user: TUser }) {
  return (
    <>
      <AccountSummary user={user} />
      <AccountLinks className="mt-4" />
      <LanguageChoice className="mt-4" />
      <SignOutButton className="mt-4 w-full" />
    </>
  );
}
