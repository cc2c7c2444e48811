import type { TGatewayProof } from '@engagex/contracts';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api-error';
import { Button } from './Button';
import { Card } from './Card';
import { t } from './controls/messages';
import { LoadingView } from './LoadingView';

/**
 * The pieces every page the payment gateway sends the browser back to is made of (credits, event bookings and
 * entry fees, job application fees): the outcome card, the wait while the payment is confirmed, and a refusal.
 */

const TONES = {
  success: { palette: 'green', icon: <CircleCheck className="size-7" /> },
  error: { palette: 'red', icon: <CircleX className="size-7" /> },
  warning: { palette: 'yellow', icon: <TriangleAlert className="size-7" /> },
} as const;

export type ResultFacts = ReadonlyArray<readonly [term: string, value: string]>;

/** An outcome, announced as it appears: a status when it went well, an alert otherwise. */
export function ResultCard({
  tone,
  title,
  text,
  facts,
  actions,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  text: string;
  facts?: ResultFacts | undefined;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const { palette, icon } = TONES[tone];
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
      {children}
      {actions && (
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row sm:justify-center">
          {actions}
        </div>
      )}
    </Card>
  );
}

export function ConfirmingPayment() {
  return (
    <Card className="p-2">
      <LoadingView size="small" message={t('payment.confirming')} />
    </Card>
  );
}

/**
 * The completion could not be applied. A 4xx means the server decided (expired, cancelled, bad signature), so
 * trying again cannot help; anything else may be a server that did not answer, so the user may try again.
 */
export function PaymentFailure({
  error,
  onRetry,
  actions,
}: {
  error: Error;
  onRetry: () => void;
  actions: (refused: boolean) => ReactNode;
}) {
  const refused = isApiError(error) && error.isHttpError;
  return (
    <ResultCard
      tone="error"
      title={refused ? t('payment.refused') : t('payment.notYet')}
      text={error.message}
      actions={
        <>
          {!refused && <Button onClick={onRetry}>{t('payment.tryAgain')}</Button>}
          {actions(refused)}
        </>
      }
    />
  );
}

/** The gateway's proof of payment from a return URL, or null when any part of it is missing. */
export function readGatewayProof(params: URLSearchParams): TGatewayProof | null {
  const purchaseId = params.get('purchaseId');
  const paymentId = params.get('paymentId');
  const signature = params.get('signature');
  return purchaseId && paymentId && signature ? { purchaseId, paymentId, signature } : null;
}

/**
 * Sends a payment's completion once per `paymentKey`, even when React runs effects twice in strict mode (the
 * server is idempotent too, but a second call would mean a second toast).
 */
export function useCompleteOnce(paymentKey: string, complete: () => void) {
  const sent = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the payment on purpose
  useEffect(() => {
    if (sent.current === paymentKey) return;
    sent.current = paymentKey;
    complete();
  }, [paymentKey]);
}
