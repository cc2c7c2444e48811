import type { TCreditPurchase, TGatewayProof } from '@engagex/contracts';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@/lib/currency';
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
import { formatCredits } from '../amount';
import { useCompletePurchase } from '../api/complete-purchase';
import { usePurchase } from '../api/get-purchase';

type Outcome =
  | ({ kind: 'complete' } & TGatewayProof)
  | { kind: 'failed'; purchaseId: string }
  | { kind: 'invalid' };

function readReturn(params: URLSearchParams): Outcome {
  const purchaseId = params.get('purchaseId');
  const proof = readGatewayProof(params);
  if (proof) return { kind: 'complete', ...proof };
  if (purchaseId && params.get('status') === 'failed') return { kind: 'failed', purchaseId };
  return { kind: 'invalid' };
}

/**
 * /credits/return: where the checkout sends the browser back. A paid checkout is confirmed with
 * POST /cps/credit-purchase/complete, once per payment.
 */
export function PurchaseReturnPage() {
  const [params] = useSearchParams();
  const outcome = readReturn(params);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 pt-2 sm:pt-8">
      <title>Payment · EngageX</title>
      {outcome.kind === 'complete' ? (
        <CompletePayment {...outcome} />
      ) : outcome.kind === 'failed' ? (
        <FailedPayment purchaseId={outcome.purchaseId} />
      ) : (
        <Result
          tone="warning"
          title="This payment link is incomplete"
          text="It does not say which purchase it belongs to. Your purchases and their status are on the credits page."
        />
      )}
    </div>
  );
}

function CompletePayment({
  purchaseId,
  paymentId,
  signature,
}: {
  purchaseId: string;
  paymentId: string;
  signature: string;
}) {
  const complete = useCompletePurchase();
  const send = () =>
    complete.mutate(
      { purchaseId, paymentId, signature },
      {
        onSuccess: (purchase) =>
          toast({
            title: 'Credits added',
            description: `${formatCredits(purchase.credits)} are in your wallet.`,
            variant: 'success',
          }),
      },
    );
  useCompleteOnce(`${purchaseId}:${paymentId}`, send);

  if (complete.isSuccess) return <PaidResult purchase={complete.data} />;
  if (complete.isError) {
    return <PaymentFailure error={complete.error} onRetry={send} actions={() => <CreditsLinks />} />;
  }
  return <ConfirmingPayment />;
}

function PaidResult({ purchase }: { purchase: TCreditPurchase }) {
  return (
    <Result
      tone="success"
      title="Payment successful"
      text={`${formatCredits(purchase.credits)} have been added to your wallet.`}
      facts={[
        ['Credits added', `+${formatCredits(purchase.credits)}`],
        ['Amount paid', formatMoney(purchase.amount, purchase.currency)],
      ]}
    />
  );
}

function FailedPayment({ purchaseId }: { purchaseId: string }) {
  const purchase = usePurchase(purchaseId);
  const data = purchase.data;
  return (
    <Result
      tone="error"
      title="Payment failed"
      text="The payment did not go through, so no credits were added and nothing was charged. You can try again."
      facts={
        data
          ? [
              ['Purchase', `${formatCredits(data.credits)} for ${formatMoney(data.amount, data.currency)}`],
              ...(data.failureReason ? ([['Reason', data.failureReason]] as const) : []),
            ]
          : undefined
      }
      primary="Try again"
    />
  );
}

function Result({
  primary,
  ...result
}: {
  tone: 'success' | 'error' | 'warning';
  title: string;
  text: string;
  facts?: ResultFacts | undefined;
  primary?: string;
}) {
  return <ResultCard {...result} actions={<CreditsLinks primary={primary} />} />;
}

function CreditsLinks({ primary = 'Back to credits' }: { primary?: string | undefined }) {
  return (
    <>
      <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
        Go to dashboard
      </Link>
      <Link to="/credits" className={buttonClasses()}>
        {primary}
      </Link>
    </>
  );
}
