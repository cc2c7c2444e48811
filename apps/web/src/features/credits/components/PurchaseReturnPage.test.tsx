import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { toastsShown } from '@/ui/toast/shown';
import { clearToastsForTests } from '@/ui/toast/store';
import { balance, PURCHASE_ID, purchase, renderCreditsPage } from '../test-utils';
import { PurchaseReturnPage } from './PurchaseReturnPage';

const SIGNATURE = 'a'.repeat(64);
const paidReturn = `/credits/return?purchaseId=${PURCHASE_ID}&paymentId=pay_123&signature=${SIGNATURE}`;
const COMPLETE = 'POST /api/main/cps/credit-purchase/complete';

afterEach(() => clearToastsForTests());

describe('PurchaseReturnPage', () => {
  it('completes the purchase exactly once, even in strict mode, and refreshes the wallet', async () => {
    const api = stubApi({
      [COMPLETE]: () =>
        ok(purchase({ status: 'completed', completedAt: new Date().toISOString(), paymentUrl: null })),
    });
    const { queryClient } = renderCreditsPage(<PurchaseReturnPage />, { path: paidReturn });
    queryClient.setQueryData(['credits', 'balance'], balance());
    queryClient.setQueryData(['users', 'me'], { creditBalance: 120 });

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('+50 credits')).toBeTruthy();
    expect(screen.getByText('₹500.00')).toBeTruthy();

    expect(calls(api).filter((call) => call === COMPLETE)).toHaveLength(1);
    const body = JSON.parse(String(api.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ purchaseId: PURCHASE_ID, paymentId: 'pay_123', signature: SIGNATURE });

    expect(toastsShown().map((toast) => toast.title)).toEqual(['Credits added']);
    await waitFor(() => {
      expect(queryClient.getQueryState(['credits', 'balance'])?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(['users', 'me'])?.isInvalidated).toBe(true);
    });
  });

  it('says why an expired purchase could not be completed', async () => {
    const api = stubApi({
      [COMPLETE]: () => fail(422, 'BUSINESS_RULE', 'Purchase has expired; the payment will be refunded'),
    });
    renderCreditsPage(<PurchaseReturnPage />, { path: paidReturn });

    expect(await screen.findByRole('heading', { name: 'The payment could not be applied' })).toBeTruthy();
    expect(screen.getByText('Purchase has expired; the payment will be refunded')).toBeTruthy();
    // The server decided: no retry is offered, and nothing was sent twice.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(calls(api)).toEqual([COMPLETE]);
  });

  it('offers a retry when the server could not be reached', async () => {
    let attempts = 0;
    stubApi({
      [COMPLETE]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return ok(purchase({ status: 'completed', paymentUrl: null }));
      },
    });
    renderCreditsPage(<PurchaseReturnPage />, { path: paidReturn });

    const retry = await screen.findByRole('button', { name: 'Try again' });
    retry.click();
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('shows a failed payment without completing anything', async () => {
    const api = stubApi({
      [`GET /api/main/cps/credit-purchase/${PURCHASE_ID}`]: () =>
        ok(purchase({ status: 'failed', paymentUrl: null, failureReason: 'The payment was declined' })),
    });
    renderCreditsPage(<PurchaseReturnPage />, {
      path: `/credits/return?purchaseId=${PURCHASE_ID}&status=failed`,
    });

    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(await screen.findByText('The payment was declined')).toBeTruthy();
    expect(screen.getByText('50 credits for ₹500.00')).toBeTruthy();
    expect(calls(api)).not.toContain(COMPLETE);
  });

  it('explains an incomplete return link', async () => {
    stubApi({});
    renderCreditsPage(<PurchaseReturnPage />, { path: '/credits/return' });
    expect(await screen.findByRole('heading', { name: 'This payment link is incomplete' })).toBeTruthy();
  });
});
