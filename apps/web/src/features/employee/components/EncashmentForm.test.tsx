import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { config, encashment } from '../test-utils';
import { EncashmentForm, VALIDATE_DEBOUNCE_MS } from './EncashmentForm';

/** The server's rules, as POST /encashment/validate answers them. */
function validateRoute(answer: (credits: number) => unknown) {
  return {
    'POST /api/employee/encashment/validate': ({ init }: { init: RequestInit | undefined }) =>
      ok(answer(JSON.parse(String(init?.body)).credits)),
  };
}

const rules = (credits: number) =>
  credits < 100
    ? { isValid: false, message: 'Encash at least 100 credits' }
    : { isValid: true, message: `${credits} credits = ₹${(credits * 10).toLocaleString('en-IN')}` };

const submitButton = () => screen.getByRole('button', { name: /^Request/ }) as HTMLButtonElement;
const amount = () => screen.getByLabelText('Credits to encash');

describe('EncashmentForm', () => {
  it('checks the amount with the server once typing pauses, shows its message and keeps submit disabled', async () => {
    const api = stubApi(validateRoute(rules));
    renderWithApp(<EncashmentForm config={config()} />);
    const user = userEvent.setup();
    expect(submitButton().disabled).toBe(true);

    await user.type(amount(), '50');
    expect(await screen.findByText('Encash at least 100 credits')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    // One check for the amount as finally typed, not one per keystroke.
    expect(calls(api).filter((call) => call.endsWith('/encashment/validate'))).toHaveLength(1);

    await user.clear(amount());
    await user.type(amount(), '200');
    expect(await screen.findByText('200 credits = ₹2,000')).toBeTruthy();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it("falls back to 'Validation failed' when a refusal comes without a message", async () => {
    stubApi(validateRoute(() => ({ isValid: false, message: '' })));
    renderWithApp(<EncashmentForm config={config()} />);
    await userEvent.setup().type(amount(), '300');
    expect(await screen.findByText('Validation failed')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('refuses a fractional amount with the contract’s words without asking the server', async () => {
    const api = stubApi(validateRoute(rules));
    renderWithApp(<EncashmentForm config={config()} />);
    await userEvent.setup().type(amount(), '150.5');
    expect(screen.getByText('Credits are whole numbers')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    // The check would go once typing pauses: past that pause, none went.
    await new Promise((resolve) => setTimeout(resolve, VALIDATE_DEBOUNCE_MS + 100));
    expect(calls(api)).toEqual([]);
  });

  it('checks the payout with ZPayoutDetails, then requests with an idempotency key', async () => {
    let sent: Record<string, unknown> | undefined;
    stubApi({
      ...validateRoute(rules),
      'POST /api/employee/encashment/requests': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return ok(encashment(), 201);
      },
    });
    renderWithApp(<EncashmentForm config={config()} />);
    const user = userEvent.setup();
    await user.type(amount(), '200');
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    await user.click(submitButton());
    expect(screen.getByText('Enter a UPI id like name@bank')).toBeTruthy();
    expect(sent).toBeUndefined();

    await user.type(screen.getByLabelText('UPI id'), 'esha@okbank');
    await user.click(submitButton());
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ credits: 200, payout: { method: 'upi', upiId: 'esha@okbank' } });
    expect(String(sent?.idempotencyKey)).toMatch(/^encash:[A-Za-z0-9:._-]{8,}$/);
  });
});
