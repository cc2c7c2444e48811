import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetLocationStateForTests } from '@/lib/location';
import { clearLocationCache, writeLocationCache } from '@/lib/location-cache';
import { manualLocation } from '@/lib/location-record';
import { calls, fail, ok, stubApi } from '@/test/api';
import { purchase, renderCreditsPage } from '../test-utils';
import { BuyCreditsForm } from './BuyCreditsForm';

const location = (currency: string, country: string) => ({
  country,
  countryName: country,
  region: '',
  city: '',
  detectedFrom: 'ip',
  accuracy: 'country',
  coordinates: null,
  currency,
  updatedAt: null,
});

const preview = () => screen.getByRole('status');

describe('BuyCreditsForm', () => {
  it("starts in the user's currency with a preset and previews its credits", async () => {
    stubApi({ 'GET /api/main/users/location': () => ok(location('USD', 'US')) });
    renderCreditsPage(<BuyCreditsForm navigate={vi.fn()} />);

    await waitFor(() => expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD'));
    expect(screen.getByRole('button', { name: /^\$10\.00/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('10');
    expect(preview().textContent).toContain('= 83 credits');
  });

  it('follows the country the page shows, not an older server copy, and changes with it', async () => {
    resetLocationStateForTests();
    writeLocationCache(manualLocation('IN'));
    const api = stubApi({ 'GET /api/main/users/location': () => ok(location('USD', 'US')) });
    renderCreditsPage(<BuyCreditsForm navigate={vi.fn()} />);
    const currency = () => (screen.getByLabelText('Currency') as HTMLSelectElement).value;

    await waitFor(() => expect(calls(api).some((call) => call.includes('/users/location'))).toBe(true));
    await waitFor(() => expect(api.mock.results[0]?.value).toBeDefined());
    expect(currency()).toBe('INR');
    act(() => {
      writeLocationCache(manualLocation('GB'));
    });
    expect(currency()).toBe('GBP');
    clearLocationCache();
    resetLocationStateForTests();
  });

  it('checks the amount as it is typed, with the server’s rules and messages', async () => {
    const api = stubApi({ 'GET /api/main/users/location': () => ok(location('INR', 'IN')) });
    renderCreditsPage(<BuyCreditsForm navigate={vi.fn()} />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount');

    await user.clear(amount);
    await user.type(amount, '1.234');
    expect(screen.getByText('Amount can have at most 2 decimals')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '0');
    expect(screen.getByText('Amount must be greater than zero')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '5');
    expect(screen.getByText('Amount is too small to buy a single credit')).toBeTruthy();

    // Nothing invalid is sent.
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(calls(api)).not.toContain('POST /api/main/cps/credit-purchase/initiate');

    await user.clear(amount);
    await user.type(amount, '10');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(preview().textContent).toContain('= 83 credits');
    expect(preview().textContent).toContain('₹835.00');
  });

  it('initiates the purchase and sends the browser to the checkout page', async () => {
    const checkout = purchase({ amount: 10, currency: 'USD', credits: 83 });
    const api = stubApi({
      'GET /api/main/users/location': () => ok(location('INR', 'IN')),
      'POST /api/main/cps/credit-purchase/initiate': () => ok(checkout, 201),
    });
    const navigate = vi.fn();
    renderCreditsPage(<BuyCreditsForm navigate={navigate} />);
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(checkout.paymentUrl));
    const initiate = api.mock.calls.find(([url]) => String(url).endsWith('/initiate'));
    expect(JSON.parse(String(initiate?.[1]?.body))).toEqual({ amount: 10, currency: 'USD' });
  });

  it("shows the server's refusal from the envelope", async () => {
    stubApi({
      'GET /api/main/users/location': () => ok(location('INR', 'IN')),
      'POST /api/main/cps/credit-purchase/initiate': () =>
        fail(400, 'VALIDATION_ERROR', 'Amount is above the maximum of ₹50,000 per purchase'),
    });
    const navigate = vi.fn();
    renderCreditsPage(<BuyCreditsForm navigate={navigate} />);
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('Amount'));
    // A server configured below the default maximum refuses in its own words.
    await user.type(screen.getByLabelText('Amount'), '60000');
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Amount is above the maximum of ₹50,000 per purchase')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();

    // Editing the amount clears the old refusal.
    await user.type(screen.getByLabelText('Amount'), '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an amount above the maximum before sending it, and shows no credits for it', async () => {
    const api = stubApi({ 'GET /api/main/users/location': () => ok(location('INR', 'IN')) });
    const navigate = vi.fn();
    renderCreditsPage(<BuyCreditsForm navigate={navigate} />);
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '250000');
    expect(screen.getByText('Amount is above the maximum of ₹1,00,000 per purchase')).toBeTruthy();
    expect(screen.queryByText(/= 25,000 credits/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/initiate'))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends one Idempotency-Key per purchase attempt: the same when Pay is pressed again, a new one for another amount', async () => {
    const checkout = purchase({ amount: 200, currency: 'INR', credits: 20 });
    const answers = [
      () => fail(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable, please retry'),
      () => fail(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable, please retry'),
      () => ok(checkout, 201),
    ];
    const keys: (string | undefined)[] = [];
    stubApi({
      'GET /api/main/users/location': () => ok(location('INR', 'IN')),
      'POST /api/main/cps/credit-purchase/initiate': ({ init }) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? undefined);
        return (answers[keys.length - 1] ?? (() => ok(checkout, 201)))();
      },
    });
    const navigate = vi.fn();
    renderCreditsPage(<BuyCreditsForm navigate={navigate} />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount');

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await screen.findByRole('alert');
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(checkout.paymentUrl));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9:._-]{8,128}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('falls back to INR when the location cannot be read', async () => {
    stubApi({ 'GET /api/main/users/location': () => fail(404, 'NOT_FOUND', 'No location') });
    renderCreditsPage(<BuyCreditsForm navigate={vi.fn()} />);
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('INR');
    expect(preview().textContent).toContain('= 50 credits');
  });
});
