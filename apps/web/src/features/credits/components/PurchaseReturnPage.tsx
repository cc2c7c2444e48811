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
import { useCompletePurchase } from '../api/complete-purchase';
import { usePurchase } from '../api/get-purchase';
import { t } from '../messages';

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
      <title>{t('return.title')}</title>
      {outcome.kind === 'complete' ? (
        <CompletePayment {...outcome} />
      ) : outcome.kind === 'failed' ? (
        <FailedPayment purchaseId={outcome.purchaseId} />
      ) : (
        <Result tone="warning" title={t('return.invalid.title')} text={t('return.invalid.text')} />
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
            title: () => t('return.added'),
            description: () => t('return.addedToast', { credits: purchase.credits }),
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
      title={t('return.success.title')}
      text={t('return.success.text', { credits: purchase.credits })}
      facts={[
        [t('return.creditsAdded'), t('return.creditsAddedValue', { credits: purchase.credits })],
        [t('return.amountPaid'), formatMoney(purchase.amount, purchase.currency)],
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
      title={t('return.failed.title')}
      text={t('return.failed.text')}
      facts={
        data
          ? [
              [
                t('return.purchase'),
                t('return.purchaseValue', {
                  credits: data.credits,
                  amount: formatMoney(data.amount, data.currency),
                }),
              ],
              ...(data.failureReason ? ([[t('return.reason'), data.failureReason]] as const) : []),
            ]
          : undefined
      }
      primary={t('return.retry')}
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

function CreditsLinks({ primary = t('return.back') }: { primary?: string | undefined }) {
  return (
    <>
      <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
        {t('return.dashboard')}
      </Link>
      <Link to="/credits" className={buttonClasses()}>
        {primary}
      </Link>
    </>
  );
}
