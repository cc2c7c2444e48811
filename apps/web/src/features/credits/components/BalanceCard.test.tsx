import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '@/test/api';
import { balance, renderCreditsPage } from '../test-utils';
import { BalanceCard } from './BalanceCard';
import { BalanceChip } from './BalanceChip';

const BALANCE = 'GET /api/main/cps/credit-transaction/balance';

describe('the credit balance', () => {
  it('shows balance, pending, received, spent and where the credits came from', async () => {
    stubApi({ [BALANCE]: () => ok(balance()) });
    renderCreditsPage(
      <>
        <BalanceChip />
        <BalanceCard />
      </>,
    );
    const card = await screen.findByRole('region', { name: 'Credit balance' });
    expect(await within(card).findByText('120')).toBeTruthy();
    const figure = (term: string) =>
      within(card).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    expect(figure('Pending')).toBe('0');
    // "Earned" is the encashment rules' word for credits that can be cashed out (decision 026): not these.
    expect(within(card).queryByText('Earned')).toBeNull();
    expect(figure('Received')).toBe('150');
    expect(figure('Spent')).toBe('30');
    expect(figure('Purchased')).toBe('100');
    expect(figure('Referral')).toBe('30');
    expect(figure('Bonus')).toBe('20');

    const chip = screen.getByRole('link', { name: 'Credit balance: 120 credits' });
    expect(chip.getAttribute('href')).toBe('/credits');
  });

  it('shows referral rewards still held as pending, outside the balance (decision 051)', async () => {
    stubApi({ [BALANCE]: () => ok(balance({ pendingReferralCredits: 150 })) });
    renderCreditsPage(<BalanceCard />);
    const card = await screen.findByRole('region', { name: 'Credit balance' });
    expect(await within(card).findByText('150 referral credits pending')).toBeTruthy();
    expect(within(card).getByText('120')).toBeTruthy();
  });

  it("says 'Failed to fetch credit balance' when the balance call fails", async () => {
    stubApi({ [BALANCE]: () => fail(500, 'INTERNAL', 'Internal server error') });
    renderCreditsPage(
      <>
        <BalanceChip />
        <BalanceCard />
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch credit balance')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Failed to fetch credit balance' }).getAttribute('href')).toBe(
      '/credits',
    );
  });
});
