import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { opening } from '../test-utils';
import { OpeningForm } from './OpeningForm';

const csrf = { 'GET /api/jobs/session/csrf': () => ok({ csrfToken: 'csrf-token' }) };
const rates = {
  'GET /api/jobs/job-applications/payment-rates': () =>
    ok({
      currency: 'CREDITS',
      creditValueInr: 10,
      rates: [{ category: 'engineering', feeCredits: 20, feeInr: 200 }],
    }),
};
const DESCRIPTION = '  Own the credit ledger and the payment gateways.  ';

async function fillValid(user: ReturnType<typeof userEvent.setup>, description = DESCRIPTION) {
  await user.type(screen.getByLabelText('Title'), ' Senior Backend Engineer ');
  await user.type(screen.getByLabelText('Department'), 'Engineering');
  await user.type(screen.getByLabelText('Location'), 'Bengaluru (hybrid)');
  await user.selectOptions(screen.getByLabelText('Category'), 'engineering');
  await user.type(screen.getByLabelText('Closes on'), '2099-12-22');
  await user.type(screen.getByLabelText('Description'), description);
}

describe('OpeningForm', () => {
  it('shows the contract’s message for a description that is too short, and sends nothing', async () => {
    const api = stubApi({ ...csrf, ...rates });
    renderWithApp(<OpeningForm onCreated={vi.fn()} />);
    const user = userEvent.setup();
    await fillValid(user, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Post opening' }));

    expect(screen.getByText('Use at least 20 characters')).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    expect(calls(api)).not.toContain('POST /api/jobs/job-openings');
  });

  it('shows the category’s fee and posts the parsed opening', async () => {
    const api = stubApi({
      ...csrf,
      ...rates,
      'POST /api/jobs/job-openings': () => ok(opening(), 201),
    });
    const onCreated = vi.fn();
    renderWithApp(<OpeningForm onCreated={onCreated} />);
    const user = userEvent.setup();
    await fillValid(user);
    expect(await screen.findByText('20 credits (₹200)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByLabelText('Question 1'), 'Tell us about a ledger you built.');
    await user.click(screen.getByRole('button', { name: 'Post opening' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(opening()));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Senior Backend Engineer',
      department: 'Engineering',
      location: 'Bengaluru (hybrid)',
      category: 'engineering',
      description: DESCRIPTION.trim(),
      closesOn: '2099-12-22',
      questions: ['Tell us about a ledger you built.'],
    });
  });
});
