import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogout } from './api/logout';
import { forgetGoogleAccount } from './google-identity';
import { endSession, SIGN_IN_PATH } from './session';

/**
 * Revokes the token on the server, then forgets the session here whatever the server said: a user who asks
 * to sign out is signed out, even offline.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const signOut = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Already revoked, expired or unreachable: the local sign-out below is what the user asked for.
    }
    forgetGoogleAccount();
    endSession(queryClient);
    await navigate(SIGN_IN_PATH, { replace: true });
  };
  return { signOut, isSigningOut: logout.isPending };
}
