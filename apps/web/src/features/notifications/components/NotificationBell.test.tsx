import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { COUNT } from '../test-utils';
import { NotificationBell } from './NotificationBell';

const bell = () => screen.findByRole('link', { name: /^Notifications/ });

describe('the notification bell', () => {
  it('names the unread count, shows it on the badge and links to the notifications page', async () => {
    stubApi({ [COUNT]: () => ok({ count: 3 }) });
    renderWithApp(<NotificationBell />);
    const link = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(link.textContent).toBe('3');
  });

  it('caps the badge at 99+ while the name keeps the whole count', async () => {
    stubApi({ [COUNT]: () => ok({ count: 250 }) });
    renderWithApp(<NotificationBell />);
    const link = await screen.findByRole('link', { name: 'Notifications, 250 unread' });
    expect(link.textContent).toBe('99+');
  });

  it('shows no badge when everything is read', async () => {
    const fetchMock = stubApi({ [COUNT]: () => ok({ count: 0 }) });
    renderWithApp(<NotificationBell />);
    await waitFor(() => expect(calls(fetchMock)).toContain(COUNT));
    const link = await bell();
    await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Notifications'));
    expect(link.textContent).toBe('');
  });

  it('asks again at once after any action of the user succeeds', async () => {
    let count = 1;
    const fetchMock = stubApi({ [COUNT]: () => ok({ count }) });
    const { queryClient } = renderWithApp(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });

    count = 2; // the booking the user just confirmed notified them
    await act(() =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.resolve('booked') })
        .execute(undefined),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(calls(fetchMock).filter((call) => call === COUNT).length).toBeGreaterThanOrEqual(2);
  });
});
