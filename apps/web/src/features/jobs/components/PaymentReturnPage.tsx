import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/http';
import { Button, buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadingView } from '@/ui/LoadingView';
import { toast } from '@/ui/toast';
import { useCompleteFeePayment } from '../api/complete-fee-payment';
import { formatCredits, formatInr } from '../format';

type Outcome =
  | { kind: 'complete'; applicationId: string; purchaseId: string; paymentId: string; signature: string }
  | { kind: 'failed'; applicationId: string }
  | { kind: 'invalid' };

export function readReturn(params: URLSearchParams): Outcome {
  const applicationId = params.get('id');
  const purchaseId = params.get('purchaseId');
  const paymentId = params.get('paymentId');
  const signature = params.get('signature');
  if (!applicationId || !purchaseId) return { kind: 'invalid' };
  if (paymentId && signature) return { kind: 'complete', applicationId, purchaseId, paymentId, signature };
  if (params.get('status') === 'failed') return { kind: 'failed', applicationId };
  return { kind: 'invalid' };
}

/**
 * /jobs/payment-return: where the checkout sends the browser back after an application fee. A paid checkout
 * is confirmed with POST /payments/complete once (strict mode runs effects twice; the server is idempotent
 * too, but a second call would be a second toast).
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
  const { mutate } = complete;
  const sent = useRef<string | null>(null);
  const proof = { applicationId, purchaseId, paymentId, signature };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `proof` is these four values
  useEffect(() => {
    const key = `${purchaseId}:${paymentId}`;
    if (sent.current === key) return;
    sent.current = key;
    mutate(proof, {
      onSuccess: () => toast({ title: 'Application fee paid', variant: 'success' }),
    });
  }, [mutate, applicationId, purchaseId, paymentId, signature]);

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
    const refused = isApiError(complete.error) && complete.error.isHttpError;
    return (
      <Result
        tone="error"
        title={refused ? 'The payment could not be applied' : 'We could not confirm your payment yet'}
        text={complete.error.message}
        primary={{ label: 'Back to the application', to: `/jobs/applications/${applicationId}` }}
        extra={refused ? null : <Button onClick={() => mutate(proof)}>Try again</Button>}
      />
    );
  }
  return (
    <Card className="p-2">
      <LoadingView size="small" message="Confirming your payment…" />
    </Card>
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
  primary = { label: 'My applications', to: '/jobs/applications' },
}: {
  tone: keyof typeof tones;
  title: string;
  text: string;
  facts?: ReadonlyArray<readonly [string, string]>;
  extra?: ReactNode;
  primary?: { label: string; to: string };
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
      {facts && (
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
        <Link to="/jobs" className={buttonClasses({ variant: 'secondary' })}>
          Browse openings
        </Link>
        <Link to={primary.to} className={buttonClasses()}>
          {primary.label}
        </Link>
      </div>
    </Card>
  );
}
