import type { TRealm } from '@engagex/contracts';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/http';
import { Button, buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadingView } from '@/ui/LoadingView';
import { type GatewayProof, useCompleteBookingPayment } from '../api/complete-booking-payment';
import { useCompleteContestantPayment } from '../api/complete-contestant-payment';
import { formatCredits } from '../format';
import { forgetPendingPayment, type PendingPayment, recallPendingPayment } from '../pending-payment';
import { BOOKINGS_PATH, eventPath, isRealm, REGISTRATIONS_PATH } from '../realm';
import { TicketView } from './TicketView';

type Outcome =
  | { kind: 'paid'; target: PendingPayment; proof: GatewayProof }
  | { kind: 'failed'; target: PendingPayment | null }
  | { kind: 'invalid' };

/**
 * What the checkout sent back: `kind`, `realm` and `id` name the booking or entry (the server's return URL
 * carries them; the session's note is the fallback), `purchaseId`, `paymentId` and `signature` prove payment.
 */
export function readPaymentReturn(params: URLSearchParams, remembered: PendingPayment | null): Outcome {
  const kind = params.get('kind');
  const realm = params.get('realm');
  const id = params.get('id');
  const named: PendingPayment | null =
    (kind === 'booking' || kind === 'contestant') && isRealm(realm) && id ? { kind, realm, id } : null;
  const target = named ?? remembered;
  const purchaseId = params.get('purchaseId');
  const paymentId = params.get('paymentId');
  const signature = params.get('signature');
  if (params.get('status') === 'failed') return { kind: 'failed', target };
  if (target && purchaseId && paymentId && signature) {
    return { kind: 'paid', target, proof: { purchaseId, paymentId, signature } };
  }
  return { kind: 'invalid' };
}

/** /events/payment-return: completes a booking's or an entry fee's gateway payment, once. */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  const outcome = readPaymentReturn(params, recallPendingPayment());
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 pt-2 sm:pt-8">
      <title>Payment · EngageX</title>
      {outcome.kind === 'paid' ? (
        outcome.target.kind === 'booking' ? (
          <CompleteBooking realm={outcome.target.realm} bookingId={outcome.target.id} proof={outcome.proof} />
        ) : (
          <CompleteEntry
            realm={outcome.target.realm}
            contestantId={outcome.target.id}
            proof={outcome.proof}
          />
        )
      ) : outcome.kind === 'failed' ? (
        <Result
          tone="error"
          title="Payment failed"
          text={
            outcome.target?.kind === 'booking'
              ? 'Nothing was charged. Your seats stay held until the hold runs out, so you can try again.'
              : 'Nothing was charged. You can pay the fee again from My registrations.'
          }
          actions={
            <Link
              to={outcome.target?.kind === 'contestant' ? REGISTRATIONS_PATH : BOOKINGS_PATH}
              className={buttonClasses()}
            >
              Try again
            </Link>
          }
        />
      ) : (
        <Result
          tone="warning"
          title="This payment link is incomplete"
          text="It does not say what was paid for. Your bookings and registrations show their payment status."
          actions={
            <Link to={BOOKINGS_PATH} className={buttonClasses()}>
              My bookings
            </Link>
          }
        />
      )}
    </div>
  );
}

/** Sends the completion once per payment, even when React runs effects twice. */
function useOnce(key: string, run: () => void) {
  const sent = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the payment on purpose
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    run();
  }, [key]);
}

function CompleteBooking({
  realm,
  bookingId,
  proof,
}: {
  realm: TRealm;
  bookingId: string;
  proof: GatewayProof;
}) {
  const complete = useCompleteBookingPayment(realm);
  const send = () => complete.mutate({ bookingId, proof }, { onSuccess: forgetPendingPayment });
  useOnce(`${bookingId}:${proof.paymentId}`, send);

  if (complete.isSuccess) {
    const { booking } = complete.data;
    return (
      <Result
        tone="success"
        title="Payment successful"
        text={`${formatCredits(booking.totalCredits)} paid. Show this QR code at the entrance.`}
        actions={
          <>
            <Link to={eventPath(realm, booking.eventId)} className={buttonClasses({ variant: 'secondary' })}>
              Back to the event
            </Link>
            <Link
              to={BOOKINGS_PATH + (realm === 'events' ? '' : `?realm=${realm}`)}
              className={buttonClasses()}
            >
              My bookings
            </Link>
          </>
        }
      >
        <TicketView booking={booking} size="medium" />
      </Result>
    );
  }
  if (complete.isError) return <Failure error={complete.error} onRetry={send} back={BOOKINGS_PATH} />;
  return <Confirming />;
}

function CompleteEntry({
  realm,
  contestantId,
  proof,
}: {
  realm: TRealm;
  contestantId: string;
  proof: GatewayProof;
}) {
  const complete = useCompleteContestantPayment(realm);
  const send = () => complete.mutate({ contestantId, proof }, { onSuccess: forgetPendingPayment });
  useOnce(`${contestantId}:${proof.paymentId}`, send);

  if (complete.isSuccess) {
    return (
      <Result
        tone="success"
        title="Entry fee paid"
        text={`You are registered for ${complete.data.contestant.event.title}. The jury reviews entries next.`}
        actions={
          <Link
            to={REGISTRATIONS_PATH + (realm === 'events' ? '' : `?realm=${realm}`)}
            className={buttonClasses()}
          >
            My registrations
          </Link>
        }
      />
    );
  }
  if (complete.isError) return <Failure error={complete.error} onRetry={send} back={REGISTRATIONS_PATH} />;
  return <Confirming />;
}

function Confirming() {
  return (
    <Card className="p-2">
      <LoadingView size="small" message="Confirming your payment…" />
    </Card>
  );
}

function Failure({ error, onRetry, back }: { error: Error; onRetry: () => void; back: string }) {
  // 4xx: the server decided (expired, bad signature); otherwise it may simply not have answered.
  const refused = isApiError(error) && error.isHttpError;
  return (
    <Result
      tone="error"
      title={refused ? 'The payment could not be applied' : 'We could not confirm your payment yet'}
      text={error.message}
      actions={
        <>
          {!refused && <Button onClick={onRetry}>Try again</Button>}
          <Link to={back} className={buttonClasses({ variant: refused ? 'primary' : 'secondary' })}>
            Go back
          </Link>
        </>
      }
    />
  );
}

const TONES = {
  success: { palette: 'green', icon: <CircleCheck className="size-7" /> },
  error: { palette: 'red', icon: <CircleX className="size-7" /> },
  warning: { palette: 'yellow', icon: <TriangleAlert className="size-7" /> },
} as const;

function Result({
  tone,
  title,
  text,
  actions,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  text: string;
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
      {children}
      <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row sm:justify-center">
        {actions}
      </div>
    </Card>
  );
}
