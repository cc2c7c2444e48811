import type { TContestantPricing, TEvent } from '@engagex/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { RegistrationWizard } from './RegistrationWizard';

const event: TEvent = {
  id: '3f0a7c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
  realm: 'cultural-events',
  title: 'Sur Sangam: National Music & Dance Competition',
  description: 'Solo and group performers compete.',
  titleHi: null,
  descriptionHi: null,
  eventType: 'competition',
  district: { id: 'mumbai', name: 'Mumbai', state: 'Maharashtra' },
  venue: null,
  startsAt: '2099-01-10T13:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  taxCategory: 'admission',
  endsAt: '2099-01-10T19:30:00.000Z',
  priceCredits: 0,
  priceInr: 0,
  isCompetition: true,
  registrationFeeCredits: 100,
  feePerAdditionalContestant: 50,
  maxGroupSize: 8,
  feeIfNotSelected: 'refund',
  status: 'published',
  tags: [],
  parentId: null,
  roundNumber: null,
  imageHue: 330,
  capacity: 800,
  seatsAvailable: 800,
  shows: { upcoming: 0, next: null, lastStartsAt: null },
};

const pricing: TContestantPricing = {
  eventId: event.id,
  baseFeeCredits: 100,
  perAdditionalContestantCredits: 50,
  maxGroupSize: 8,
  currency: 'CREDITS',
  creditValueInr: 10,
  refundPolicy: 'Full refund up to 7 days before the event.',
  feeIfNotSelected: 'refund',
  notSelectedPolicy: 'If your entry is not selected, the whole fee is refunded to the way you paid.',
};

const renderWizard = () =>
  renderWithApp(
    <RegistrationWizard
      event={event}
      pricing={pricing}
      prefill={{ name: 'Demo User', email: 'demo@engagex.dev' }}
    />,
  );

async function fillPersonal(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(screen.getByLabelText('Date of birth'), '1995-04-12');
  await user.type(screen.getByLabelText('Mobile number'), phone);
  await user.type(screen.getByLabelText('City'), 'Mumbai');
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent ?? '';

/**
 * Continue to the next step, `step`, and wait until its heading has taken the focus, which the wizard moves there a
 * frame later: on a loaded machine that frame came while the test typed into the step's first field, and the letters
 * went to the heading.
 */
async function continueTo(user: ReturnType<typeof userEvent.setup>, step: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await expect.poll(() => document.activeElement?.tagName === 'H2' && heading()).toContain(step);
}

describe('RegistrationWizard', () => {
  it("blocks the first step on a bad phone number with the contract's message", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWizard();
    expect(heading()).toContain('Your details');

    await fillPersonal(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // ZPersonalDetails' own words for the phone rule, on the field, which is marked invalid and focused.
    const phone = screen.getByLabelText('Mobile number');
    expect(await screen.findByText('Enter a 10-digit Indian mobile number')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(heading()).toContain('Your details');
    await expect.poll(() => document.activeElement).toBe(phone);

    await user.clear(phone);
    await user.type(phone, '+91 9876543210');
    expect(screen.queryByText('Enter a 10-digit Indian mobile number')).toBeNull();
    await continueTo(user, 'Performance');
  });

  it('takes its own placeholder’s format (spaces, +91) and shows every missing field at once', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWizard();
    await user.clear(screen.getByLabelText('Full name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // All that is missing on the step is marked at once, not one field after another.
    for (const label of ['Full name', 'Date of birth', 'Mobile number', 'Email', 'City'])
      await expect.poll(() => screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await fillPersonal(user, '98765 43210');
    await continueTo(user, 'Performance');
  });

  it('checks the performance and the group with the contract and puts server field errors back on their fields', async () => {
    stubApi({
      'POST /api/cultural-events/contestants': () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Request validation failed',
            error: 'Request validation failed',
            details: [
              { path: 'body.personalDetails.city', message: 'City is not served by this competition' },
            ],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const user = userEvent.setup();
    renderWizard();
    await fillPersonal(user, '9876543210');
    await continueTo(user, 'Performance');

    await user.type(screen.getByLabelText('Title of the act'), 'Ra');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Use at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Choose one of the options')).toBeTruthy();
    expect(heading()).toContain('Performance');

    await user.type(screen.getByLabelText('Title of the act'), 'ga Yaman');
    await user.selectOptions(screen.getByLabelText('Category'), 'vocal');
    await user.type(screen.getByLabelText('Duration (minutes)'), '45');
    await user.type(screen.getByLabelText('About the act'), 'An alaap and a bandish in teentaal.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Must be at most 30')).toBeTruthy();
    await user.clear(screen.getByLabelText('Duration (minutes)'));
    await user.type(screen.getByLabelText('Duration (minutes)'), '8');

    await user.click(screen.getByText(/Group of up to 8/));
    await continueTo(user, 'Group members');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The member's name by ZAdditionalContestant's own message, the empty date by ours.
    expect(await screen.findByText('Name is too short')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();

    await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Date of birth'), '1993-02-01');
    await continueTo(user, 'Review & fee');
    expect(screen.getByText('150 credits')).toBeTruthy();
    // What happens to the fee of an entry not selected, before anything is paid (decision 054).
    expect(
      screen.getByText('If your entry is not selected, the whole fee is refunded to the way you paid.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    // The refusal named body.personalDetails.city: back to that step, the message on the field.
    expect(await screen.findByText('City is not served by this competition')).toBeTruthy();
    expect(heading()).toContain('Your details');
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
  });
});
