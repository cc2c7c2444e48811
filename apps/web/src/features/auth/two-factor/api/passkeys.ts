/**
 * Passkeys through the endpoint table (decision 092): adding one (the server's options, the browser's ceremony,
 * the answer), removing one. `@simplewebauthn/browser` loads only when a person adds or uses a passkey. Changes
 * when the page does more with passkeys.
 */
import type { TMfaProofOrNone, TMfaStatus } from '@engagex/contracts';
import { mfaApi } from '@engagex/contracts/api/mfa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/account';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { TWO_FACTOR_KEY } from './two-factor';

/**
 * Asks the server for options, lets the browser make the passkey (the person touches their authenticator), and
 * sends it with its name. The first second factor answers recovery codes; this session now counts as signed in
 * with a passkey, so the account is read again (a role that waited for it is theirs, decision 089).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, optionsJSON] = await Promise.all([
        import('@simplewebauthn/browser'),
        call(mfaApi.passkeyRegisterOptions),
      ]);
      const response = await startRegistration({ optionsJSON: optionsJSON as never });
      return call(mfaApi.passkeyRegister, { body: { name, response: response as never } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

/**
 * Proves it is the person with one of their passkeys while signed in (decision 092): a challenge for this session,
 * then the browser's ceremony.
 */
async function passkeyProof(): Promise<TMfaProofOrNone> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    call(mfaApi.passkeyProofOptions),
  ]);
  const passkey = await startAuthentication({ optionsJSON: optionsJSON as never });
  return { passkey: passkey as never };
}

/**
 * Removes a passkey. Only the last second factor needs a proof: a recovery code, or `'passkey'` to answer with one
 * (the passkey itself); without one the request carries no body (decision 100).
 */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      proof,
    }: {
      id: string;
      proof?: TMfaProofOrNone | 'passkey';
    }): Promise<TMfaStatus> => {
      const body = proof === 'passkey' ? await passkeyProof() : proof;
      return call(mfaApi.passkeyRemove, { params: { id }, ...(body && { body }) });
    },
    onSuccess: async (status) => {
      await storeAnswer(queryClient, TWO_FACTOR_KEY, status);
      return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
