import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { ok, stubApi } from '@/test/api';
import { page, purchase, renderCreditsPage } from '../test-utils';
import { PurchaseHistory } from './PurchaseHistory';

const HISTORY = 'GET /api/main/cps/credit-purchase/history?page=1&limit=10';

// Decision 058: a card payment for a thing reads as that payment in rupees, never as credits bought.
describe('PurchaseHistory', () => {
  it('says what each card payment was for and that it was paid by card; plain credits stay credits', async () => {
    stubApi({
      [HISTORY]: () =>
        ok(
          page([
            purchase({
              id: crypto.randomUUID(),
              status: 'completed',
              paymentUrl: null,
              amount: 300,
              credits: 30,
              paidFor: 'Entry fee · Classical Dance Contest',
            }),
            purchase({ id: crypto.randomUUID(), status: 'completed', paymentUrl: null }),
          ]),
        ),
    });
    renderCreditsPage(<PurchaseHistory page={1} onPageChange={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Purchases and payments, newest first' });
    const [, entry, credits] = within(table).getAllByRole('row');
    expect(entry?.textContent).toContain('Entry fee · Classical Dance Contest');
    expect(entry?.textContent).toContain('₹300 paid by card');
    expect(entry?.textContent).not.toContain('30 credits');
    expect(credits?.textContent).toContain('Credits');
    expect(credits?.textContent).toContain('50 credits');

    const cards = screen.getByRole('list', { name: 'Purchases and payments, newest first' });
    expect(within(cards).getByText('Entry fee · Classical Dance Contest')).toBeTruthy();
    expect(within(cards).getByText(/^₹300 paid by card · /)).toBeTruthy();
  });

  describe('a refunded payment (decision 103)', () => {
    afterEach(() => switchLanguage('en-IN'));
    const refunded = () =>
      stubApi({
        [HISTORY]: () =>
          ok(
            page([
              purchase({
                id: crypto.randomUUID(),
                status: 'completed',
                paymentUrl: null,
                amount: 800,
                paidFor: '2 seats · Classical Night',
                refund: { to: 'original', status: 'done', byHand: { reference: 'NEFT N42' } },
              }),
              purchase({
                id: crypto.randomUUID(),
                status: 'completed',
                paymentUrl: null,
                refund: { to: 'original', status: 'failed', byHand: null },
              }),
            ]),
          ),
      });

    it('says one paid back outside the portal with its reference, and one delayed, in table and cards', async () => {
      refunded();
      renderCreditsPage(<PurchaseHistory page={1} onPageChange={() => {}} />);
      const table = await screen.findByRole('table', { name: 'Purchases and payments, newest first' });
      const [, byHand, delayed] = within(table).getAllByRole('row');
      expect(byHand?.textContent).toContain('Paid back to you outside the portal, reference NEFT N42.');
      expect(delayed?.textContent).toContain('The refund to your original payment is delayed.');
      const cards = screen.getByRole('list', { name: 'Purchases and payments, newest first' });
      expect(
        within(cards).getByText('Paid back to you outside the portal, reference NEFT N42.'),
      ).toBeTruthy();
    });

    it('says it in Hindi', async () => {
      await switchLanguage('hi-IN');
      refunded();
      renderCreditsPage(<PurchaseHistory page={1} onPageChange={() => {}} />);
      const table = await screen.findByRole('table');
      expect(table.textContent).toContain('आपको पोर्टल के बाहर से लौटा दिया गया, रेफ़रेंस NEFT N42।');
    });
  });
});
