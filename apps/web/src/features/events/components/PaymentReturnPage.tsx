import type { TGatewayProof, TRealm } from '@engagex/contracts';
import { Link, useSearchParams } from 'react-router';
import { formatMinorMoney } from '@/lib/format';
import { buttonClasses } from '@/ui/Button';
import { ConfirmingPayment, PaymentFailure, ResultCard, useCompleteOnce } from '@/ui/payment-return';
import { useCompleteBookingPayment } from '../api/complete-booking-payment';
import { useCompleteContestantPayment } from '../api/complete-contestant-payment';
import { t } from '../later/messages';
import { paidText } from '../money';
import { BOOKINGS_PATH, bookingsPath, eventPath, REGISTRATIONS_PATH } from '../paths';
import { readPaymentReturn } from '../payment-return';
import { forgetPendingPayment, recallPendingPayment } from '../pending-payment';
import { TicketView } from './TicketView';

/** /events/payment-return: completes a booking's or an entry fee's gateway payment, once. */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  const outcome = readPaymentReturn(params, recallPendingPayment());
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 pt-2 sm:pt-8">
      <title>{t('return.pageTitle')}</title>
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
        <ResultCard
          tone="error"
          title={t('pay.failed')}
          text={outcome.target?.kind === 'booking' ? t('return.failed.booking') : t('return.failed.entry')}
          actions={
            <Link
              to={outcome.target?.kind === 'contestant' ? REGISTRATIONS_PATH : BOOKINGS_PATH}
              className={buttonClasses()}
            >
              {t('error.tryAgain')}
            </Link>
          }
        />
      ) : (
        <ResultCard
          tone="warning"
          title={t('return.invalid.title')}
          text={t('return.invalid.text')}
          actions={
            <Link to={BOOKINGS_PATH} className={buttonClasses()}>
              {t('sections.bookings')}
            </Link>
          }
        />
      )}
    </div>
  );
}

function CompleteBooking({
  realm,
  bookingId,
  proof,
}: {
  realm: TRealm;
  bookingId: string;
  proof: TGatewayProof;
}) {
  const complete = useCompleteBookingPayment(realm);
  const send = () => complete.mutate({ bookingId, proof }, { onSuccess: forgetPendingPayment });
  useCompleteOnce(`${bookingId}:${proof.paymentId}`, send);

  if (complete.isSuccess) {
    const { booking } = complete.data;
    return (
      <ResultCard
        tone="success"
        title={t('paid.title')}
        text={t('return.paid.text', { amount: paidText(booking) })}
        actions={
          <>
            <Link to={eventPath(realm, booking.eventId)} className={buttonClasses({ variant: 'secondary' })}>
              {t('return.backToEvent')}
            </Link>
            <Link to={bookingsPath(realm)} className={buttonClasses()}>
              {t('sections.bookings')}
            </Link>
          </>
        }
      >
        <TicketView booking={booking} size="medium" realm={realm} printAlone />
      </ResultCard>
    );
  }
  if (complete.isError) return <Failure error={complete.error} onRetry={send} back={bookingsPath(realm)} />;
  return <ConfirmingPayment />;
}

function CompleteEntry({
  realm,
  contestantId,
  proof,
}: {
  realm: TRealm;
  contestantId: string;
  proof: TGatewayProof;
}) {
  const complete = useCompleteContestantPayment(realm);
  const send = () => complete.mutate({ contestantId, proof }, { onSuccess: forgetPendingPayment });
  useCompleteOnce(`${contestantId}:${proof.paymentId}`, send);

  if (complete.isSuccess) {
    const { paidMoney } = complete.data.contestant;
    return (
      <ResultCard
        tone="success"
        title={t('return.entryPaid')}
        text={t('return.entryPaid.text', { title: complete.data.contestant.event.title })}
        facts={
          paidMoney
            ? [[t('return.amountPaid'), formatMinorMoney(paidMoney.amountMinor, paidMoney.currency)]]
            : undefined
        }
        actions={
          <Link
            to={REGISTRATIONS_PATH + (realm === 'events' ? '' : `?realm=${realm}`)}
            className={buttonClasses()}
          >
            {t('sections.registrations')}
          </Link>
        }
      />
    );
  }
  if (complete.isError) return <Failure error={complete.error} onRetry={send} back={REGISTRATIONS_PATH} />;
  return <ConfirmingPayment />;
}

function Failure({ error, onRetry, back }: { error: Error; onRetry: () => void; back: string }) {
  return (
    <PaymentFailure
      error={error}
      onRetry={onRetry}
      actions={(refused) => (
        <Link to={back} className={buttonClasses({ variant: refused ? 'primary' : 'secondary' })}>
          {t('return.goBack')}
        </Link>
      )}
    />
  );
}
