import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSpeech } from '@/i18n/language';
import { switchLanguage } from '@/i18n/switch-language';
import { fail, ok, stubApi } from '@/test/api';
import { toastsShown } from '@/ui/toast/shown';
import { clearToastsForTests } from '@/ui/toast/store';
import { PREFERENCES, preference, renderNotificationsPage, UPDATE_PREFERENCES } from '../test-utils';
import { PreferencesPage } from './PreferencesPage';

const receipt = preference({
  kind: 'purchase-completed',
  label: 'Credit purchase receipts',
  email: true,
  alwaysOn: true,
});
const rewards = preference();

const render = () => renderNotificationsPage(<PreferencesPage />, { path: '/notifications/preferences' });

describe('the email preferences', () => {
  it('shows receipts on and fixed, with the reason', async () => {
    stubApi({ [PREFERENCES]: () => ok({ preferences: [receipt, rewards] }) });
    render();
    const locked = await screen.findByRole('switch', { name: 'Credit purchase receipts' });
    expect(locked.getAttribute('aria-checked')).toBe('true');
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(locked.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(locked.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Receipts are always emailed',
    );
    const free = screen.getByRole('switch', { name: 'Referral rewards' });
    expect((free as HTMLButtonElement).disabled).toBe(false);
  });

  it('groups the switches under headings a person scans, not one flat list (decision 055)', async () => {
    const ticket = preference({ kind: 'booking-cancelled', label: 'Bookings cancelled' });
    const job = preference({ kind: 'application-status', label: 'Job application status changes' });
    stubApi({ [PREFERENCES]: () => ok({ preferences: [receipt, ticket, job, rewards] }) });
    render();
    await screen.findByRole('switch', { name: 'Referral rewards' });
    const group = (name: string) => screen.getByRole('region', { name });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Credits and referrals',
      'Tickets and events',
      'Jobs and encashments',
    ]);
    expect(
      within(group('Credits and referrals')).getByRole('switch', { name: 'Referral rewards' }),
    ).toBeTruthy();
    expect(
      within(group('Tickets and events')).getByRole('switch', { name: 'Bookings cancelled' }),
    ).toBeTruthy();
    expect(within(group('Jobs and encashments')).getAllByRole('switch')).toHaveLength(1);
  });

  it('saves a switch as it moves, sending only that kind', async () => {
    let body: unknown;
    stubApi({
      [PREFERENCES]: () => ok({ preferences: [receipt, rewards] }),
      [UPDATE_PREFERENCES]: ({ init }) => {
        body = JSON.parse(String(init?.body));
        return ok({ preferences: [receipt, { ...rewards, email: false }] });
      },
    });
    render();
    const toggle = await screen.findByRole('switch', { name: 'Referral rewards' });

    await userEvent.click(toggle);

    expect(body).toEqual({ preferences: [{ kind: 'referral-reward', email: false }] });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText('In the portal only')).toBeTruthy();
  });

  it('names the kind in its toast as the server now writes it, after a language switch too (decision 116)', async () => {
    clearToastsForTests();
    const hindi = () => getSpeech() === 'hi-IN';
    stubApi({
      [PREFERENCES]: () =>
        ok({ preferences: [receipt, { ...rewards, label: hindi() ? 'रेफ़रल इनाम' : 'Referral rewards' }] }),
      [UPDATE_PREFERENCES]: () => ok({ preferences: [receipt, { ...rewards, email: false }] }),
    });
    const { queryClient } = render();
    await userEvent.click(await screen.findByRole('switch', { name: 'Referral rewards' }));
    await waitFor(() =>
      expect(toastsShown().map((shown) => shown.title)).toEqual(['Referral rewards: email off']),
    );
    try {
      // What installReaderLanguage does on a switch: the screen's answers are asked for again in the new language.
      await switchLanguage('hi-IN');
      await queryClient.invalidateQueries();
      await waitFor(() => expect(toastsShown().map((shown) => shown.title)).toEqual(['रेफ़रल इनाम: ईमेल बंद']));
    } finally {
      await switchLanguage('en-IN');
    }
  });

  it('shows a refusal in the server’s words and leaves the switch as it was', async () => {
    stubApi({
      [PREFERENCES]: () => ok({ preferences: [receipt, rewards] }),
      [UPDATE_PREFERENCES]: () =>
        fail(422, 'BUSINESS_RULE', 'Referral rewards cannot be turned off while a payout is pending'),
    });
    render();
    const toggle = await screen.findByRole('switch', { name: 'Referral rewards' });

    await userEvent.click(toggle);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your change was not saved. Referral rewards cannot be turned off while a payout is pending',
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('says when the preferences cannot be loaded', async () => {
    stubApi({ [PREFERENCES]: () => fail(500, 'INTERNAL', 'Something went wrong on our side.') });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your email preferences');
    expect(alert.textContent).toContain('Something went wrong on our side.');
  });
});
