/**
 * The card payment's window (decision 105), opened from the widget's frame on the portal's origin: the page that opens
 * the gateway's checkout for the frame's hold, and the page the checkout comes back to, which confirms the payment
 * and says the window can be closed (and closes it when the frame opened it). Neither is the portal: no navigation,
 * nothing to wander off to mid-payment. The payment itself is the event page's, through the same calls. A window
 * signed in as another account than the holder's says so and offers to sign in again (decision 110).
 */
import type { TGatewayProof, TRealm } from '@engagex/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type LoaderFunctionArgs, redirect, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { forgetGoogleAccount } from '@/features/auth/google-identity';
import { endSession } from '@/features/auth/session';
import { useCompleteBookingPayment } from '@/features/events/api/complete-booking-payment';
import { useInitiateBookingPayment } from '@/features/events/api/initiate-booking-payment';
import { paidText } from '@/features/events/money';
import { readPaymentReturn } from '@/features/events/payment-return';
import { forgetPendingPayment, goToCheckout, recallPendingPayment } from '@/features/events/pending-payment';
import { useCurrentUser } from '@/lib/account';
import { isApiError } from '@/lib/api-error';
import { isRealm } from '@/lib/realm';
import { isRecordId } from '@/lib/record-id';
import { getAuthToken } from '@/lib/storage';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadingView } from '@/ui/LoadingView';
import { ConfirmingPayment, PaymentFailure, ResultCard, useCompleteOnce } from '@/ui/payment-return';
import { t } from '../messages';
import { WIDGET_PAYMENT_RETURN_PATH, widgetSignInHref } from '../paths';

/** How long the confirmation stays in view before a popup the frame opened closes itself. */
export const CLOSE_AFTER_MS = 2_500;

/** The window's session is the portal's own (first-party): without one, the portal's sign-in first, then back here. */
export function checkoutLoader({ request }: LoaderFunctionArgs) {
  if (getAuthToken()) return null;
  const url = new URL(request.url);
  throw redirect(widgetSignInHref(`${url.pathname}${url.search}`));
}

function WindowPage({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-3 p-4 sm:p-6">
      <title>{t('checkout.pageTitle')}</title>
      {children}
    </main>
  );
}

/** Only a window the frame opened can be closed by its script: a tab opened from the link is the person's. */
const closeWindow = (popup: boolean) =>
  popup ? (
    <Button variant="secondary" onClick={() => window.close()}>
      {t('checkout.close')}
    </Button>
  ) : null;

/**
 * `/embed/checkout?realm&booking[&popup=1]`: starts the hold's card payment, as the event page's pay step does, and
 * leaves for the gateway's checkout, noting that the way back comes to this window's return page.
 */
export function WidgetCheckoutPage() {
  const [params] = useSearchParams();
  const realm = params.get('realm') ?? 'events';
  const bookingId = params.get('booking') ?? undefined;
  const popup = params.get('popup') === '1';
  if (!isRealm(realm) || !isRecordId(bookingId)) {
    return (
      <WindowPage>
        <ResultCard
          tone="warning"
          title={t('checkout.invalid')}
          text={t('checkout.invalid.text')}
          actions={closeWindow(popup)}
        />
      </WindowPage>
    );
  }
  const holder = params.get('holder');
  return (
    <WindowPage>
      {holder ? (
        <AsTheHolder holder={holder}>
          <OpenCheckout realm={realm} bookingId={bookingId} popup={popup} />
        </AsTheHolder>
      ) : (
        <OpenCheckout realm={realm} bookingId={bookingId} popup={popup} />
      )}
    </WindowPage>
  );
}

/**
 * The window's session is the portal's, which may be another person's than the frame's (someone else signed in on
 * this browser since). The frame names its user's id in the address: a session of another account says so here,
 * before any booking is asked for, so nothing of the other account's bookings shows, and the booking's own check
 * (another user's booking is not found) stays as it is. An id that does not match is all the window can tell.
 */
function AsTheHolder({ holder, children }: { holder: string; children: ReactNode }) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [leaving, setLeaving] = useState(false);
  if (me.isPending || leaving) {
    return (
      <Card className="p-2">
        <LoadingView size="small" message={t('checkout.opening')} />
      </Card>
    );
  }
  // The user could not be read: the payment's own call says what is wrong, as before.
  if (me.isError || me.data.id === holder) return children;
  const signInAgain = async () => {
    setLeaving(true);
    try {
      await logout.mutateAsync();
    } catch {
      // Already revoked or unreachable: the session is forgotten here all the same.
    }
    forgetGoogleAccount();
    endSession(queryClient);
    await navigate(widgetSignInHref(`${pathname}${search}`), { replace: true });
  };
  return (
    <ResultCard
      tone="warning"
      title={t('checkout.otherAccount')}
      text={t('checkout.otherAccount.text')}
      actions={<Button onClick={() => void signInAgain()}>{t('checkout.otherAccount.signIn')}</Button>}
    />
  );
}

function OpenCheckout({ realm, bookingId, popup }: { realm: TRealm; bookingId: string; popup: boolean }) {
  const pay = useInitiateBookingPayment(realm);
  const returnTo = `${WIDGET_PAYMENT_RETURN_PATH}${popup ? '?popup=1' : ''}`;
  const open = () =>
    pay.mutate(
      { bookingId, method: 'gateway' },
      {
        onSuccess: ({ payment }) => {
          if (payment.paymentUrl)
            goToCheckout(payment.paymentUrl, { kind: 'booking', realm, id: bookingId, returnTo });
        },
      },
    );
  // The pages on the way (the gateway's included) have no business with the frame that opened this window.
  useEffect(() => {
    window.opener = null;
  }, []);
  useCompleteOnce(bookingId, open);

  if (pay.isError) {
    const refused = isApiError(pay.error) && pay.error.isHttpError;
    return (
      <ResultCard
        tone="error"
        title={t('checkout.failed')}
        text={pay.error.message}
        actions={
          <>
            {!refused && <Button onClick={open}>{t('checkout.tryAgain')}</Button>}
            {closeWindow(popup)}
          </>
        }
      />
    );
  }
  if (pay.isSuccess && !pay.data.payment.paymentUrl) {
    return (
      <ResultCard
        tone="warning"
        title={t('checkout.nothingToPay')}
        text={t('checkout.nothingToPay.text')}
        actions={closeWindow(popup)}
      />
    );
  }
  return (
    <Card className="p-2">
      <LoadingView size="small" message={t('checkout.opening')} />
    </Card>
  );
}

/**
 * `/embed/payment-return?…`: where /events/payment-return sends a checkout opened from this window (the note
 * goToCheckout keeps says so). Confirms the payment with the gateway's proof, once, as the portal's return page does.
 */
export function WidgetPaymentReturn() {
  const [params] = useSearchParams();
  const outcome = readPaymentReturn(params, recallPendingPayment());
  const popup = params.get('popup') === '1';
  return (
    <WindowPage>
      {outcome.kind === 'paid' && outcome.target.kind === 'booking' ? (
        <CompleteInWindow
          realm={outcome.target.realm}
          bookingId={outcome.target.id}
          proof={outcome.proof}
          popup={popup}
        />
      ) : outcome.kind === 'failed' ? (
        <ResultCard
          tone="error"
          title={t('return.failed.title')}
          text={t('return.failed.text')}
          actions={closeWindow(popup)}
        />
      ) : (
        <ResultCard
          tone="warning"
          title={t('return.invalid.title')}
          text={t('return.invalid.text')}
          actions={closeWindow(popup)}
        />
      )}
    </WindowPage>
  );
}

function CompleteInWindow({
  realm,
  bookingId,
  proof,
  popup,
}: {
  realm: TRealm;
  bookingId: string;
  proof: TGatewayProof;
  popup: boolean;
}) {
  const complete = useCompleteBookingPayment(realm);
  const send = () => complete.mutate({ bookingId, proof }, { onSuccess: forgetPendingPayment });
  useCompleteOnce(`${bookingId}:${proof.paymentId}`, send);
  const paid = complete.isSuccess;
  // The frame shows the ticket by itself: a window it opened closes once the person has seen the payment through.
  useEffect(() => {
    if (!paid || !popup) return;
    const timer = window.setTimeout(() => window.close(), CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [paid, popup]);

  if (complete.isSuccess) {
    return (
      <ResultCard
        tone="success"
        title={t('return.paid.title')}
        text={t('return.paid.text')}
        facts={[[t('return.paid.amount'), paidText(complete.data.booking)]]}
        actions={closeWindow(popup)}
      />
    );
  }
  if (complete.isError)
    return <PaymentFailure error={complete.error} onRetry={send} actions={() => closeWindow(popup)} />;
  return <ConfirmingPayment />;
}
