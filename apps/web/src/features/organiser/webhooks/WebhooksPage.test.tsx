// The organiser's webhooks page (decision 091): adding one shows its secret once, a paused one offers resume, and
// a delivery can be sent again; rolling the secret asks first and shows the new one once (decision 111).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { calls, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { WebhooksPage } from './WebhooksPage';

const HOOK = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://crm.example.com/hooks',
  events: ['booking.confirmed'],
  state: 'paused',
  createdAt: '2026-12-06T10:00:00.000Z',
  pausedAt: '2026-12-06T11:00:00.000Z',
  consecutiveFailures: 20,
};
const DELIVERY = {
  id: '22222222-2222-4222-8222-222222222222',
  type: 'booking.confirmed',
  createdAt: '2026-12-06T10:30:00.000Z',
  status: 'failed',
  nextAttemptAt: null,
  deliveredAt: null,
  data: {},
  attempts: [
    { at: '2026-12-06T10:30:01.000Z', statusCode: 500, error: 'HTTP 500', durationMs: 42, succeeded: false },
  ],
};

describe('the webhooks page', () => {
  it('adds a webhook and shows its secret once', async () => {
    const fetchMock = stubApi({
      'GET /api/main/webhooks': () => ok({ items: [] }),
      'POST /api/main/webhooks': () => ok({ ...HOOK, state: 'active', secret: 'whsec_shown-once' }, 201),
    });
    renderWithApp(<WebhooksPage />);
    expect(await screen.findByText('No webhooks yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Receiver URL'), {
      target: { value: 'https://crm.example.com/hooks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_shown-once');
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      url: 'https://crm.example.com/hooks',
      events: ['booking.confirmed'],
    });
  });

  it('refuses an empty URL and no events before asking the server', async () => {
    const fetchMock = stubApi({ 'GET /api/main/webhooks': () => ok({ items: [] }) });
    renderWithApp(<WebhooksPage />);
    await screen.findByText('No webhooks yet.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Booking confirmed/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Choose at least one event')).toBeTruthy();
    expect(screen.getByText(/Enter the full URL of your receiver/)).toBeTruthy();
    expect(calls(fetchMock).filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it('resumes a paused webhook and sends a delivery again', async () => {
    const fetchMock = stubApi({
      'GET /api/main/webhooks': () => ok({ items: [HOOK] }),
      [`PATCH /api/main/webhooks/${HOOK.id}`]: () => ok({ ...HOOK, state: 'active', consecutiveFailures: 0 }),
      [`GET /api/main/webhooks/${HOOK.id}/deliveries?page=1&limit=20`]: () =>
        ok({ items: [DELIVERY], page: 1, limit: 20, total: 1, totalPages: 1 }),
      [`POST /api/main/webhooks/${HOOK.id}/deliveries/${DELIVERY.id}/retry`]: () =>
        ok({ ...DELIVERY, status: 'pending' }),
    });
    renderWithApp(<WebhooksPage />);
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(screen.getByText('20 failed attempts in a row')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deliveries' }));
    expect(await screen.findByText('Last: HTTP 500 in 42 ms')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(calls(fetchMock)).toEqual(
        expect.arrayContaining([
          `PATCH /api/main/webhooks/${HOOK.id}`,
          `POST /api/main/webhooks/${HOOK.id}/deliveries/${DELIVERY.id}/retry`,
        ]),
      ),
    );
  });

  it('rolls the signing secret after asking, and shows the new one once, with copy', async () => {
    const fetchMock = stubApi({
      'GET /api/main/webhooks': () => ok({ items: [{ ...HOOK, state: 'active', consecutiveFailures: 0 }] }),
      [`POST /api/main/webhooks/${HOOK.id}/secret`]: () => ok({ secret: 'whsec_rolled-once' }),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<WebhooksPage />);
    fireEvent.click(await screen.findByRole('button', { name: `Roll the signing secret of ${HOOK.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll the signing secret?' });
    expect(within(dialog).getByText(/keeps signing beside it for 24 hours/)).toBeTruthy();
    // Nothing is rolled until the organiser confirms.
    expect(calls(fetchMock).filter((call) => call.startsWith('POST '))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll the secret' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_rolled-once');
    expect(screen.getByText('Copy your new signing secret now')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('whsec_rolled-once'));
    expect(calls(fetchMock)).toContain(`POST /api/main/webhooks/${HOOK.id}/secret`);
  });
});

describe('the webhooks page in Hindi', () => {
  afterEach(() => switchLanguage('en-IN'));

  it('offers the roll and asks first in Hindi', async () => {
    await switchLanguage('hi-IN');
    stubApi({ 'GET /api/main/webhooks': () => ok({ items: [{ ...HOOK, state: 'active' }] }) });
    renderWithApp(<WebhooksPage />);
    fireEvent.click(await screen.findByRole('button', { name: `${HOOK.url} का साइनिंग सीक्रेट बदलें` }));
    const dialog = await screen.findByRole('dialog', { name: 'साइनिंग सीक्रेट बदलें?' });
    expect(within(dialog).getByText(/24 घंटे तक साथ में हस्ताक्षर करता रहेगा/)).toBeTruthy();
  });
});
