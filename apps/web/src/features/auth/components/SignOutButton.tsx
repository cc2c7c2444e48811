import { LogOut } from 'lucide-react';
import { Button } from '@/ui/Button';
import { t } from '../account/messages';
import { useSignOut } from '../use-sign-out';

export function SignOutButton({ className }: { className?: string }) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button
      variant="danger"
      className={className}
      loading={isSigningOut}
      icon={<LogOut aria-hidden className="size-4" />}
      onClick={() => void signOut()}
    >
      {t('signOut')}
    </Button>
  );
}
