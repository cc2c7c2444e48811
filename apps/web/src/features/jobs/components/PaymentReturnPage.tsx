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
      <title>Application fee · EngageX</title>
      {outcome.kind === 'complete' ? (
        <CompleteFee {...outcome} />
      ) : outcome.kind === 'failed' ? (
        <Result
          tone="error"
          title="Payment failed"
          text="The payment did not go through and nothing was charged. Your application is saved: you can pay the fee again."
          primary={{ label: 'Back to the application', to: `/jobs/applications/${outcome.applicationId}` }}
        />
      ) : (
        <Result
          tone="warning"
          title="This payment link is incomplete"
          text="It does not say which payment it belongs to. Your applications and their fees are on My applications."
        />
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
      { onSuccess: () => toast({ title: 'Application fee paid', variant: 'success' }) },
    );
  useCompleteOnce(`${purchaseId}:${paymentId}`, send);
  const backToApplication = { label: 'Back to the application', to: `/jobs/applications/${applicationId}` };

  if (complete.isSuccess) {
    return (
      <Result
        tone="success"
        title="Application fee paid"
        text="Your application is now in the review queue. You will see every status change on its page."
        facts={[
          ['Fee', formatCredits(complete.data.amountCredits)],
          ['Amount paid', formatInr(complete.data.amountInr)],
        ]}
        primary={{ label: 'View your application', to: `/jobs/applications/${applicationId}` }}
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
  primary = { label: 'My applications', to: '/jobs/applications' },
}: {
  primary?: PrimaryLink | undefined;
}) {
  return (
    <>
      <Link to="/jobs" className={buttonClasses({ variant: 'secondary' })}>
        Browse openings
      </Link>
      <Link to={primary.to} className={buttonClasses()}>
        {primary.label}
      </Link>
    </>
  );
}
