import type { TBooking, TPaymentDetails } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, setAuthToken } from '@/lib/storage';
import { calls, creditBalance, ok, stubApi } from '@/test/api';
import { sampleEvent, sampleHold, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { toast } from '@/ui/toast';
import { shownToast } from '@/ui/toast/shown';
import { WATCH_WINDOW_MS } from '../frame';
import { FOLLOW_MS } from './PayInWindow';
import { WidgetEventRoute } from './WidgetEventPage';

vi.mock('@/ui/toast', () => ({ toast: vi.fn() }));
/** The toasts raised, in the words they show now. */
const toastsRaised = () => vi.mocked(toast).mock.calls.map(([input]) => shownToast(input));

/** Decision 105: in the widget's frame, paying by card opens the checkout in a window of its own. */
const event = sampleEvent({ priceCredits: 40 });
const slot = sampleSlot({ eventId: event.id });
const BOOKING_ID = '9d4a3b6f-8e0c-4f5d-8b1a-4c5d6e7f8091';
const PURCHASE_ID = '5b0c7c1e-2f3a-4d5e-8f90-a1b2c3d4e5f6';
const CHECKOUT = `/embed/checkout?realm=events&booking=${BOOKING_ID}`;
const INITIATE = 'POST /api/events/bookings/initiate-payment';

const booking = (overrides: Partial<TBooking> = {}): TBooking =>
  sampleHold(event, slot, { id: BOOKING_ID, ...overrides });

const payment = (overrides: Partial<TPaymentDetails> = {}): TPaymentDetails => ({
  method: null,
  status: 'PENDING',
  amountCredits: 40,
  amountInr: 400,
  paidCredits: 0,
  transactionId: null,
  purchaseId: null,
  paymentUrl: null,
  ...overrides,
});

/** What the server says now; `slowMs`: how long it takes to answer the booking. */
type HeldState = { booking: TBooking; payment: TPaymentDetails; slowMs?: number };

/**
 * The signed-in frame on a held booking, the visitor without credits (so the card is chosen). `state` is what the
 * server says now: a test changes it to move the booking on.
 */
function renderHeldFrame(state: HeldState, more: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    ...more,
    [`GET /api/events/events/${event.id}`]: () =>
      ok({ event, slots: [slot], ticketTypes: [], questions: [] }),
    // `slowMs`: the server takes that long to answer the booking (its answer is the state when it was asked).
    [`GET /api/events/bookings/${BOOKING_ID}`]: async () => {
      const answer = ok(state.booking);
      if (state.slowMs) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
      return answer;
    },
    [`GET /api/events/bookings/${BOOKING_ID}/payment`]: () => ok(state.payment),
    'GET /api/main/cps/credit-transaction/balance': () => ok(creditBalance({ balance: 0, creditBalance: 0 })),
  });
  renderWithApp(null, {
    path: `/embed/events/${event.id}?booking=${BOOKING_ID}`,
    routes: [{ path: '/embed/events/:eventId', element: <WidgetEventRoute /> }],
  });
  return fetchMock;
}

const WAITING = 'Finish paying in the window that opened';

/**
 * The held frame of `renderHeldFrame`, the card chosen from it, with `window.open` answering `opened` (null: the
 * browser blocked the window); resolves once the frame waits for the payment.
 */
async function payByCard(
  state: HeldState,
  { opened = {} as Window, more = {} }: { opened?: object | null; more?: Parameters<typeof stubApi>[0] } = {},
) {
  const fetchMock = renderHeldFrame(state, more);
  const open = vi.spyOn(window, 'open').mockReturnValue(opened as Window | null);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
  await screen.findByRole('heading', { name: WAITING });
  return { fetchMock, open, user };
}

const patiently = { timeout: FOLLOW_MS * 4 };

// Every test is the signed-in frame's: its token in memory, and `window.open` as each test answers it.
beforeEach(() => setAuthToken('frame-token'));
afterEach(() => {
  clearAuthToken();
  vi.restoreAllMocks();
});

describe('paying by card in the widget’s frame (decision 105)', () => {
  it('opens the checkout in a window from the click, waits with the countdown, then shows the paid booking', async () => {
    const state = { booking: booking(), payment: payment() };
    const { fetchMock, open } = await payByCard(state);
    // The signed-in frame's header says where, as the one before sign-in does.
    expect(screen.getByText('Venue to be announced · Pune')).toBeTruthy();

    expect(open).toHaveBeenCalledWith(
      `${CHECKOUT}&popup=1`,
      'engagex-checkout',
      expect.stringContaining('popup'),
    );
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the payment page again' }).getAttribute('href')).toBe(
      CHECKOUT,
    );
    // The window starts the payment, with the portal's own session: the frame starts none of its own.
    expect(calls(fetchMock)).not.toContain(INITIATE);

    state.payment = payment({
      method: 'gateway',
      purchaseId: PURCHASE_ID,
      paymentUrl: 'https://pay.example/x',
    });
    state.booking = booking({
      status: 'confirmed',
      holdExpiresAt: null,
      paymentMethod: 'gateway',
      paymentStatus: 'COMPLETED',
      confirmedAt: new Date().toISOString(),
      ticketCode: 'ABCDEF123456',
      qrPayload: 'ENGAGEX:events:ABCDEF123456',
    });
    expect(await screen.findByRole('heading', { name: 'You are going!' }, patiently)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: WAITING })).toBeNull();
  });

  it('offers a link to the payment page when the browser blocks the window, and goes back to the other ways', async () => {
    const { user } = await payByCard({ booking: booking(), payment: payment() }, { opened: null });

    expect((await screen.findByRole('alert')).textContent).toContain('blocked the payment window');
    const link = screen.getByRole('link', { name: 'Open the payment page' });
    expect(link.getAttribute('href')).toBe(CHECKOUT);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('timer')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(await screen.findByRole('button', { name: 'Continue to checkout' })).toBeTruthy();
  });

  it('says the payment did not go through when the checkout fails, and opens a new window to try again', async () => {
    // An earlier checkout of this hold had already failed before this one: that one is not this payment's failure.
    const earlier = payment({ method: 'gateway', purchaseId: 'c1000000-0000-4000-8000-00000000000f' });
    const state = { booking: booking({ paymentMethod: 'gateway' }), payment: earlier };
    const { open, user } = await payByCard(state);
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS + 500));
    expect(screen.queryByRole('heading', { name: 'The payment did not go through' })).toBeNull();

    // This window's checkout: the sandbox's Fail, or the bank declining.
    state.payment = payment({ method: 'gateway', purchaseId: PURCHASE_ID, paymentUrl: null });
    expect(
      await screen.findByRole('heading', { name: 'The payment did not go through' }, patiently),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Nothing was charged');
    expect(screen.getByRole('timer')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try paying by card again' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { name: WAITING })).toBeTruthy();
  }, 20_000);

  it('never takes a paid checkout for a failed one while the booking’s own read lags behind', async () => {
    const state = { booking: booking(), payment: payment() };
    await payByCard(state);

    // Paid: the purchase is completed (no payment page left) while a booking read still says held.
    state.payment = payment({ method: 'gateway', status: 'COMPLETED', purchaseId: PURCHASE_ID });
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS * 2));
    expect(screen.queryByRole('heading', { name: 'The payment did not go through' })).toBeNull();

    state.booking = booking({ status: 'confirmed', holdExpiresAt: null, paymentStatus: 'COMPLETED' });
    expect(await screen.findByRole('heading', { name: 'You are going!' }, patiently)).toBeTruthy();
  }, 20_000);

  it('shows the lapsed hold when the time runs out before the payment arrives', async () => {
    const state = { booking: booking(), payment: payment() };
    await payByCard(state);

    state.booking = booking({ status: 'expired', paymentStatus: 'FAILED' });
    expect(await screen.findByRole('heading', { name: 'Your hold expired' }, patiently)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
  });
});

/** The window the frame opened, as the frame sees it: `closed` is all it reads (decision 110). */
const openedWindow = () => ({ closed: false }) as { closed: boolean };

describe('a payment window closed before paying (decision 110)', () => {
  it('says the window was closed while the seats are held, offers the ways on, and lets the seats go', async () => {
    const state: HeldState = { booking: booking(), payment: payment() };
    const RELEASE = `PATCH /api/events/bookings/${BOOKING_ID}/confirm`;
    const opened = openedWindow();
    const { fetchMock, open, user } = await payByCard(state, {
      opened,
      more: {
        [RELEASE]: () => {
          state.booking = booking({ status: 'cancelled', holdExpiresAt: null });
          return ok(state.booking);
        },
        [`GET /api/events/bookings/my-bookings?page=1&limit=100&status=held&eventId=${event.id}`]: () =>
          ok({ items: [], page: 1, limit: 100, total: 0, totalPages: 0 }),
        [`GET /api/events/events/${event.id}/slots`]: () => ok([slot]),
      },
    });
    // Open for a while: the frame goes on waiting.
    await new Promise((resolve) => setTimeout(resolve, WATCH_WINDOW_MS * 3));
    expect(screen.queryByRole('heading', { name: /closed before paying/ })).toBeNull();

    opened.closed = true;
    expect(
      await screen.findByRole('heading', { name: 'The payment window was closed before paying' }, patiently),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your seats are still held');
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay another way' })).toBeTruthy();
    // It stays said while the frame goes on reading the booking every 2 s, each read taking a while.
    state.slowMs = 600;
    for (let read = 0; read < 12; read += 1) {
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS / 4));
      expect(
        screen.getByRole('heading', { name: 'The payment window was closed before paying' }),
      ).toBeTruthy();
    }

    // Again: a new window, from the click, watched in its turn.
    const again = openedWindow();
    open.mockReturnValue(again as Window);
    await user.click(screen.getByRole('button', { name: 'Open the payment page again' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { name: WAITING })).toBeTruthy();
    again.closed = true;
    await user.click(await screen.findByRole('button', { name: 'Release the seats' }, patiently));
    await waitFor(() => expect(calls(fetchMock)).toContain(RELEASE), patiently);
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ confirm: false });
    await waitFor(
      () =>
        expect(
          screen.queryByRole('heading', { name: 'The payment window was closed before paying' }),
        ).toBeNull(),
      patiently,
    );
    expect(screen.queryByRole('heading', { name: WAITING })).toBeNull();
    // In the widget's own words: its window may have paid, so they never say nothing was charged.
    expect(toastsRaised()).toContainEqual({
      title: 'Seats released',
      description: 'The seats are free for others now. You can choose seats again.',
    });
    expect(JSON.stringify(toastsRaised())).not.toContain('Nothing was charged');
  }, 20_000);

  it('ends on the ticket when a paid window closes itself, never on “closed before paying”', async () => {
    const state: HeldState = { booking: booking(), payment: payment() };
    const opened = openedWindow();
    await payByCard(state, { opened });
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes('closed before paying')) seen.push('closed');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });

    // Paid: the window confirms the booking, then closes itself; the frame's last read still said held, and the read
    // it asks on seeing the window closed takes a moment.
    state.slowMs = 400;
    state.payment = payment({ method: 'gateway', status: 'COMPLETED', purchaseId: PURCHASE_ID });
    state.booking = booking({
      status: 'confirmed',
      holdExpiresAt: null,
      paymentMethod: 'gateway',
      paymentStatus: 'COMPLETED',
      confirmedAt: new Date().toISOString(),
      ticketCode: 'ABCDEF123456',
      qrPayload: 'ENGAGEX:events:ABCDEF123456',
    });
    opened.closed = true;
    // The frame reads the booking as soon as it sees the window gone, not at its next 2 s read.
    expect(
      await screen.findByRole('heading', { name: 'You are going!' }, { timeout: WATCH_WINDOW_MS + 1_200 }),
    ).toBeTruthy();
    watch.disconnect();
    expect(seen).toEqual([]);
  }, 20_000);
});
