import type { TBooking } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentReturnElsewhere } from '@/features/events/pending-payment';
import { clearAuthToken, setAuthToken } from '@/lib/storage';
import { calls, demoUser, ok, stubApi } from '@/test/api';
import { sampleEvent, sampleOffer, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { CLOSE_AFTER_MS, checkoutLoader, WidgetCheckoutPage, WidgetPaymentReturn } from './PaymentWindow';

/** Decision 105: the card payment's window the widget's frame opens, and the checkout's way back to it. */
const BOOKING_ID = '9d4a3b6f-8e0c-4f5d-8b1a-4c5d6e7f8091';
const NOTE = 'engagex.events.pendingPayment';
const INITIATE = 'POST /api/events/bookings/initiate-payment';
const COMPLETE = 'POST /api/events/bookings/complete-payment';
const PROOF = 'purchaseId=5b0c7c1e-2f3a-4d5e-8f90-a1b2c3d4e5f6&paymentId=sbx_pay_1&signature=abc';
const RETURN = `kind=booking&realm=events&id=${BOOKING_ID}&${PROOF}`;

const event = sampleEvent({ priceCredits: 40 });
const paid: TBooking = sampleOffer(event, sampleSlot({ eventId: event.id }), {
  id: BOOKING_ID,
  seats: 1,
  waitlistOffer: false,
  status: 'confirmed',
  holdExpiresAt: null,
  paymentMethod: 'gateway',
  paymentStatus: 'COMPLETED',
  paidMoney: { amountMinor: 40_000, currency: 'INR' },
});
const paymentOf = (paymentUrl: string | null) => ({
  method: 'gateway',
  status: 'PENDING',
  amountCredits: 40,
  amountInr: 400,
  paidCredits: 0,
  transactionId: null,
  purchaseId: null,
  paymentUrl,
});

const renderWindow = (path: string) =>
  renderWithApp(null, {
    path,
    routes: [
      { path: '/embed/checkout', loader: checkoutLoader, element: <WidgetCheckoutPage /> },
      { path: '/embed/payment-return', element: <WidgetPaymentReturn /> },
      { path: '/embed/sign-in', element: <p>The portal’s sign-in</p> },
    ],
  });

describe('the card payment’s window (decision 105)', () => {
  beforeEach(() => setAuthToken('portal-token'));
  afterEach(() => {
    clearAuthToken();
    window.sessionStorage.clear();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('starts the hold’s card payment once and leaves for the checkout, noting the way back to this window', async () => {
    const fetchMock = stubApi({
      [INITIATE]: () =>
        ok({ booking: { ...paid, status: 'held' }, payment: paymentOf('/api/payments/sandbox/o1') }),
    });
    renderWindow(`/embed/checkout?realm=events&booking=${BOOKING_ID}&popup=1`);
    await waitFor(() => expect(window.sessionStorage.getItem(NOTE)).not.toBeNull());
    expect(JSON.parse(window.sessionStorage.getItem(NOTE) ?? '')).toEqual({
      kind: 'booking',
      realm: 'events',
      id: BOOKING_ID,
      returnTo: '/embed/payment-return?popup=1',
    });
    expect(calls(fetchMock)).toEqual([INITIATE]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      bookingId: BOOKING_ID,
      method: 'gateway',
    });
    expect(screen.getByRole('status').textContent).toContain('Opening the payment page');
  });

  it('sends a window without the portal’s session to the portal’s sign-in first, and back', async () => {
    clearAuthToken();
    const { router } = renderWindow(`/embed/checkout?realm=events&booking=${BOOKING_ID}`);
    expect(await screen.findByText('The portal’s sign-in')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      `/embed/checkout?realm=events&booking=${BOOKING_ID}`,
    );
  });

  it('comes back from the checkout to this window’s page, not the portal’s, only when the note says so', () => {
    const back = new Request(`http://localhost/events/payment-return?${RETURN}`);
    expect(paymentReturnElsewhere({ request: back })).toBeNull();
    window.sessionStorage.setItem(
      NOTE,
      JSON.stringify({
        kind: 'booking',
        realm: 'events',
        id: BOOKING_ID,
        returnTo: '/embed/payment-return?popup=1',
      }),
    );
    const answer = paymentReturnElsewhere({ request: back });
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('location')).toBe(`/embed/payment-return?popup=1&${RETURN}`);
    // Never another site: a note naming one is no note.
    window.sessionStorage.setItem(
      NOTE,
      JSON.stringify({ kind: 'booking', realm: 'events', id: BOOKING_ID, returnTo: '//evil.example/x' }),
    );
    expect(paymentReturnElsewhere({ request: back })).toBeNull();
  });

  it('confirms the payment, says the window can be closed, and closes a popup the frame opened', async () => {
    const fetchMock = stubApi({ [COMPLETE]: () => ok({ booking: paid, payment: paymentOf(null) }) });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderWindow(`/embed/payment-return?popup=1&${RETURN}`);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You can close this window');
    expect(screen.getByText('₹400')).toBeTruthy();
    expect(calls(fetchMock)).toEqual([COMPLETE]);
    expect(screen.getByRole('button', { name: 'Close this window' })).toBeTruthy();
    await waitFor(() => expect(close).toHaveBeenCalled(), { timeout: CLOSE_AFTER_MS + 2_000 });
  });

  it('leaves a tab opened from the link open, and says a failed payment charged nothing', async () => {
    stubApi({});
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderWindow(`/embed/payment-return?kind=booking&realm=events&id=${BOOKING_ID}&status=failed`);
    expect(await screen.findByRole('heading', { name: 'The payment did not go through' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Nothing was charged');
    expect(screen.queryByRole('button', { name: 'Close this window' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(close).not.toHaveBeenCalled();
  });
});

describe('a payment window signed in as another account (decision 110)', () => {
  const ME = 'GET /api/main/users/me';
  const LOGOUT = 'POST /api/main/auth/logout';
  const SOMEONE_ELSE = 'a3c1e6d2-5b4f-4e8a-9c7d-1f2e3d4c5b6a';
  beforeEach(() => setAuthToken('portal-token'));
  afterEach(() => {
    clearAuthToken();
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('says so before asking for the booking, and signs out to sign in as the holder, back to the checkout', async () => {
    const fetchMock = stubApi({ [ME]: () => ok(demoUser), [LOGOUT]: () => ok({}) });
    const path = `/embed/checkout?realm=events&booking=${BOOKING_ID}&holder=${SOMEONE_ELSE}&popup=1`;
    const { router } = renderWindow(path);
    expect(
      await screen.findByRole('heading', { name: 'This window is signed in as another account' }),
    ).toBeTruthy();
    // Nothing of the booking is asked for or shown: the window only compared two ids.
    expect(new Set(calls(fetchMock))).toEqual(new Set([ME]));
    expect(screen.queryByText(/₹|Pay /)).toBeNull();

    screen.getByRole('button', { name: 'Sign in as the right account' }).click();
    expect(await screen.findByText('The portal’s sign-in')).toBeTruthy();
    expect(new Set(calls(fetchMock))).toEqual(new Set([ME, LOGOUT]));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
    expect(
      window.localStorage.length === 0 || !Object.values(window.localStorage).includes('portal-token'),
    ).toBe(true);
  });

  it('starts the payment when the window is signed in as the holder', async () => {
    const fetchMock = stubApi({
      [ME]: () => ok(demoUser),
      [INITIATE]: () =>
        ok({ booking: { ...paid, status: 'held' }, payment: paymentOf('/api/payments/sandbox/o1') }),
    });
    renderWindow(`/embed/checkout?realm=events&booking=${BOOKING_ID}&holder=${demoUser.id}&popup=1`);
    await waitFor(() => expect(calls(fetchMock)).toContain(INITIATE));
    expect(calls(fetchMock).indexOf(ME)).toBeLessThan(calls(fetchMock).indexOf(INITIATE));
    expect(screen.queryByRole('heading', { name: 'This window is signed in as another account' })).toBeNull();
  });
});
