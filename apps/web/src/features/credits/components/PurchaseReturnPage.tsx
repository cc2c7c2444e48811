import type { TCreditPurchase } from '@engagex/contracts';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@/lib/currency';
import { isApiError } from '@/lib/http';
import { Button, buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadingView } from '@/ui/LoadingView';
import { toast } from '@/ui/toast';
import { formatCredits } from '../amount';
import { useCompletePurchase } from '../api/complete-purchase';
import { usePurchase } from '../api/get-purchase';

type Outcome =
  | { kind: 'complete'; purchaseId: string; paymentId: string; signature: string }
  | { kind: 'failed'; purchaseId: string }
  | { kind: 'invalid' };

export function readReturn(params: URLSearchParams): Outcome {
  const purchaseId = params.get('purchaseId');
  const paymentId = params.get('paymentId');
  const signature = params.get('signature');
  if (!purchaseId) return { kind: 'invalid' };
  if (paymentId && signature) return { kind: 'complete', purchaseId, paymentId, signature };
  if (params.get('status') === 'failed') return { kind: 'failed', purchaseId };
  return { kind: 'invalid' };
}

/**
 * /credits/return: where the checkout sends the browser back. A paid checkout is confirmed with
 * POST /cps/credit-purchase/complete — once per payment, even when React runs effects twice in strict mode
 * (the server is idempotent too, but a second call would mean a second toast).
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
  const { mutate } = complete;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const key = `${purchaseId}:${paymentId}`;
    if (sent.current === key) return;
    sent.current = key;
    mutate(
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
  }, [mutate, purchaseId, paymentId, signature]);

  if (complete.isSuccess) return <PaidResult purchase={complete.data} />;
  if (complete.isError) {
    const error = complete.error;
    // 4xx: the server decided (expired, cancelled, bad signature); otherwise it may simply not have answered.
    const refused = isApiError(error) && error.isHttpError;
    return (
      <Result
        tone="error"
        title={refused ? 'The payment could not be applied' : 'We could not confirm your payment yet'}
        text={error.message}
        extra={
          refused ? null : (
            <Button onClick={() => mutate({ purchaseId, paymentId, signature })}>Try again</Button>
          )
        }
      />
    );
  }
  return (
    <Card className="p-2">
      <LoadingView size="small" message="Confirming your payment…" />
    </Card>
  );
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

const tones = {
  success: { palette: 'green', icon: <CircleCheck className="size-7" /> },
  error: { palette: 'red', icon: <CircleX className="size-7" /> },
  warning: { palette: 'yellow', icon: <TriangleAlert className="size-7" /> },
} as const;

function Result({
  tone,
  title,
  text,
  facts,
  extra,
  primary = 'Back to credits',
}: {
  tone: keyof typeof tones;
  title: string;
  text: string;
  facts?: ReadonlyArray<readonly [string, string]> | undefined;
  extra?: ReactNode;
  primary?: string;
}) {
  const { palette, icon } = tones[tone];
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <span
        aria-hidden
        data-palette={palette}
        className="inline-flex size-14 items-center justify-center rounded-full bg-tone-soft text-tone-fg ring-8 ring-tone-soft/50"
      >
        {icon}
      </span>
      <div role={tone === 'success' ? 'status' : 'alert'}>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-ink-muted sm:text-base">{text}</p>
      </div>
      {facts && facts.length > 0 && (
        <dl className="w-full divide-y divide-line rounded-2xl border border-line text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="flex items-center justify-between gap-4 px-4 py-3">
              <dt className="text-ink-muted">{term}</dt>
              <dd className="text-right font-semibold text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row sm:justify-center">
        {extra}
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to dashboard
        </Link>
        <Link to="/credits" className={buttonClasses()}>
          {primary}
        </Link>
      </div>
    </Card>
  );
}
