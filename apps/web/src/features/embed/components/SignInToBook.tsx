/**
 * The widget's "Sign in to book" (decision 095): opens the portal's sign-in in a popup and takes the token it hands
 * back into the frame's memory, or says why not (the popup blocked, or closed first). Changes when signing in from
 * the frame does.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { setAuthToken } from '@/lib/storage';
import { Button } from '@/ui/Button';
import { PopupBlocked, signInThroughPopup } from '../frame';
import { t } from '../messages';

export function SignInToBook({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<'blocked' | 'closed' | null>(null);
  const [waiting, setWaiting] = useState(false);
  const signIn = async () => {
    setProblem(null);
    setWaiting(true);
    try {
      const token = await signInThroughPopup();
      if (!token) return setProblem('closed');
      queryClient.clear();
      setAuthToken(token);
      onSignedIn();
    } catch (error) {
      if (!(error instanceof PopupBlocked)) throw error;
      setProblem('blocked');
    } finally {
      setWaiting(false);
    }
  };
  return (
    <>
      <Button onClick={() => void signIn()} loading={waiting} icon={<LogIn aria-hidden className="size-4" />}>
        {t('signIn.action')}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem === 'blocked' ? t('signIn.blocked') : t('signIn.closed')}
        </p>
      )}
    </>
  );
}
