import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
