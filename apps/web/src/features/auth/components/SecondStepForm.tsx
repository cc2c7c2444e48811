import type { TMfaChallenge, TSignInResponse } from '@engagex/contracts';
import { useMutation } from '@tanstack/react-query';
import { Fingerprint, KeyRound } from 'lucide-react';
import type { FormEvent } from 'react';
import { isApiError } from '@/lib/api-error';
import { useDraft } from '@/lib/draft';
import { Button } from '@/ui/Button';
import { passkeySecondStep } from '../api/passkey-second-step';
import { verifySecondStep } from '../api/verify-second-step';
import { t } from '../sign-in/messages';
import { authErrorMessage } from '../use-complete-sign-in';
import { PROOF_DRAFT, ProofField, proofOf } from './ProofFields';

/**
 * The sign-in's second step (decisions 089, 092): a passkey, a code from the authenticator app, or one of the
 * recovery codes, as the person has them. A step that ran out (five minutes, five tries, or already used) sends the
 * person back to sign in again.
 */
export default function SecondStepForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TMfaChallenge;
  onSignedIn: (session: TSignInResponse) => unknown;
  onRestart: () => void;
}) {
  // No resolver: the browser's pattern and the server's refusal say what is wrong (decision 081).
  const hasApp = challenge.factors.includes('totp');
  const hasPasskey = challenge.factors.includes('passkey');
  // Without an app, the field is the recovery code's.
  const { draft, set, edit } = useDraft({ ...PROOF_DRAFT, useRecovery: !hasApp });
  const { useRecovery, typed } = draft;
  const verify = useMutation({
    mutationFn: (proof: { code: string } | { recoveryCode: string } | 'passkey') =>
      proof === 'passkey'
        ? passkeySecondStep(challenge.mfaToken)
        : verifySecondStep({ mfaToken: challenge.mfaToken, ...proof }),
    onSuccess: (session) => onSignedIn(session),
  });
  const expired = isApiError(verify.error) && verify.error.status === 401;
  // A passkey prompt closed or timed out is no refusal of the server's.
  const failure =
    verify.isError && !isApiError(verify.error) && verify.variables === 'passkey'
      ? t('secondStep.passkeyCancelled')
      : authErrorMessage(verify.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify.mutate(proofOf(draft));
  };
  const switchProof = () => {
    edit({ useRecovery: !useRecovery, typed: '' });
    verify.reset();
  };

  return (
    <section aria-labelledby="second-step-heading" className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-xl bg-surface-muted px-3.5 py-3">
        <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        <div>
          <h2 id="second-step-heading" className="text-sm font-semibold">
            {t('secondStep.title')}
          </h2>
          <p className="text-xs text-ink-muted">
            {hasPasskey && !hasApp
              ? t('secondStep.passkeyNote')
              : useRecovery
                ? t('secondStep.recoveryNote')
                : t('secondStep.codeNote')}
          </p>
        </div>
      </div>
      {verify.isError && (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-danger-soft px-4 py-3 text-sm font-medium text-danger dark:border-red-500/40"
        >
          {failure}
        </p>
      )}
      {expired ? (
        <Button size="lg" className="w-full" onClick={onRestart}>
          {t('secondStep.again')}
        </Button>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('secondStep.title')}>
          {hasPasskey && (
            <>
              <Button
                type="button"
                size="lg"
                variant="secondary"
                className="w-full"
                loading={verify.isPending && verify.variables === 'passkey'}
                onClick={() => verify.mutate('passkey')}
              >
                <Fingerprint aria-hidden className="size-4" />
                {t('secondStep.usePasskey')}
              </Button>
              <p className="text-center text-xs text-ink-muted">{t('secondStep.or')}</p>
            </>
          )}
          <ProofField
            useRecovery={useRecovery}
            codeLabel={t('secondStep.code')}
            recoveryLabel={t('secondStep.recoveryCode')}
            invalid={verify.isError}
            value={typed}
            onChange={(value) => set('typed', value)}
          />
          <Button type="submit" size="lg" loading={verify.isPending} className="w-full">
            {t('secondStep.verify')}
          </Button>
          {hasApp && (
            <Button type="button" variant="ghost" onClick={switchProof}>
              {useRecovery ? t('secondStep.useApp') : t('secondStep.useRecovery')}
            </Button>
          )}
        </form>
      )}
    </section>
  );
}
