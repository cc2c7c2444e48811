import type { TGatewayProof } from '@engagex/contracts';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/ui/Button';
import {
  ConfirmingPayment,
  PaymentFailure,
  ResultCard,
  type ResultFacts,
  readGatewayProof,
  useCompleteOnce,
} from '@/ui/payment-return';
import { toast } from '@/ui/toast';
import { useCompleteFeePayment } from '../api/complete-fee-payment';
import { formatCredits, formatInr } from '../format';
import { t } from '../messages';

type Outcome =
  | ({ kind: 'complete'; applicationId: string } & TGatewayProof)
  | { kind: 'failed'; applicationId: string }
  | { kind: 'invalid' };

function readReturn(params: URLSearchParams): Outcome {
  const applicationId = params.get('id');
  const proof = readGatewayProof(params);
  if (!applicationId || !params.get('purchaseId')) return { kind: 'invalid' };
  if (proof) return { kind: 'complete', applicationId, ...proof };
  if (params.get('status') === 'failed') return { kind: 'failed', applicationId };
  return { kind: 'invalid' };
}

/**
 * /jobs/payment-return: where the checkout sends the browser back after an application fee. A paid checkout
 * is confirmed with POST /payments/complete, once per payment.
 */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  const outcome = readReturn(params);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 pt-2 sm:pt-8">
      <title>{t('return.pageTitle')}</title>
      {outcome.kind === 'complete' ? (
        <CompleteFee {...outcome} />
      ) : outcome.kind === 'failed' ? (
        <Result
          tone="error"
          title={t('return.failed')}
          text={t('return.failedText')}
          primary={{ label: t('return.back'), to: `/jobs/applications/${outcome.applicationId}` }}
        />
      ) : (
        <Result tone="warning" title={t('return.incomplete')} text={t('return.incompleteText')} />
      )}
    </div>
  );
}

function CompleteFee({
  applicationId,
  purchaseId,
  paymentId,
  signature,
}: {
  applicationId: string;
  purchaseId: string;
  paymentId: string;
  signature: string;
}) {
  const complete = useCompleteFeePayment();
  const send = () =>
    complete.mutate(
      { applicationId, purchaseId, paymentId, signature },
      { onSuccess: () => toast({ title: () => t('return.paid'), variant: 'success' }) },
    );
  useCompleteOnce(`${purchaseId}:${paymentId}`, send);
  const backToApplication = { label: t('return.back'), to: `/jobs/applications/${applicationId}` };

  if (complete.isSuccess) {
    return (
      <Result
        tone="success"
        title={t('return.paid')}
        text={t('return.paidText')}
        facts={[
          [t('return.fee'), formatCredits(complete.data.amountCredits)],
          [t('return.amountPaid'), formatInr(complete.data.amountInr)],
        ]}
        primary={{ label: t('return.view'), to: `/jobs/applications/${applicationId}` }}
      />
    );
  }
  if (complete.isError) {
    return (
      <PaymentFailure
        error={complete.error}
        onRetry={send}
        actions={() => <JobsLinks primary={backToApplication} />}
      />
    );
  }
  return <ConfirmingPayment />;
}

type PrimaryLink = { label: string; to: string };

function Result({
  primary,
  ...result
}: {
  tone: 'success' | 'error' | 'warning';
  title: string;
  text: string;
  facts?: ResultFacts;
  primary?: PrimaryLink;
}) {
  return <ResultCard {...result} actions={<JobsLinks primary={primary} />} />;
}

function JobsLinks({
  primary = { label: t('return.mine'), to: '/jobs/applications' },
}: {
  primary?: PrimaryLink | undefined;
}) {
  return (
    <>
      <Link to="/jobs" className={buttonClasses({ variant: 'secondary' })}>
        {t('return.browse')}
      </Link>
      <Link to={primary.to} className={buttonClasses()}>
        {primary.label}
      </Link>
    </>
  );
}
