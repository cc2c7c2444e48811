import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { toastsShown } from '@/ui/toast/shown';
import { clearToastsForTests } from '@/ui/toast/store';
import {
  COUNT,
  LIST,
  notification,
  page,
  READ_ALL,
  readOne,
  renderNotificationsPage,
  UNREAD_LIST,
} from '../test-utils';
import { NotificationsPage } from './NotificationsPage';

const unread = notification();
const older = notification({
  id: '8d1c2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e',
  kind: 'purchase-completed',
  title: 'Receipt: 50 credits',
  body: 'You paid ₹500.00 for 50 credits.',
  link: null,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  readAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
});

const list = () => screen.findByRole('list');
const items = async () => within(await list()).getAllByRole('article');

describe('the notifications page', () => {
  afterEach(() => clearToastsForTests());

  it('lists what the server sent, in its order, with the unread ones marked for sight and for screen readers', async () => {
    stubApi({ [COUNT]: () => ok({ count: 1 }), [LIST]: () => page([unread, older]) });
    renderNotificationsPage(<NotificationsPage />);

    const [first, second] = await items();
    expect(first?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('heading').textContent).toBe(
      'Unread: Your tickets for Jazz Night',
    );
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Your tickets for Jazz Night' })
        .getAttribute('href'),
    ).toBe('/events/bookings');
    expect(within(first as HTMLElement).getByText('5 minutes ago')).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('heading').textContent).toBe('Receipt: 50 credits');
    expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(second as HTMLElement).queryByRole('button', { name: /Mark read/ })).toBeNull();
    expect(screen.getByText('2 notifications, 1 unread')).toBeTruthy();
  });

  it('marks a notification read when its link is opened, on the way to what it is about', async () => {
    let count = 1;
    const fetchMock = stubApi({
      [COUNT]: () => ok({ count }),
      [LIST]: () => page([unread]),
      [readOne(unread.id)]: () => {
        count = 0;
        return ok({ marked: 1, unread: 0 });
      },
    });
    renderNotificationsPage(<NotificationsPage />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });

    await userEvent.click(await screen.findByRole('link', { name: 'Your tickets for Jazz Night' }));

    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock)).toContain(readOne(unread.id)));
  });

  it('marks one read with its button', async () => {
    let readAt: string | null = null;
    const fetchMock = stubApi({
      [COUNT]: () => ok({ count: readAt ? 0 : 1 }),
      [LIST]: () => page([{ ...unread, readAt }]),
      [readOne(unread.id)]: () => {
        readAt = new Date().toISOString();
        return ok({ marked: 1, unread: 0 });
      },
    });
    renderNotificationsPage(<NotificationsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark read: Your tickets for Jazz Night' }),
    );

    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Unread:')).toBeNull());
    expect(screen.queryByRole('button', { name: /Mark read/ })).toBeNull();
    expect(calls(fetchMock).filter((call) => call === readOne(unread.id))).toHaveLength(1);
  });

  it('marks all read, says how many, and the bell shows none', async () => {
    let count = 2;
    const fetchMock = stubApi({
      [COUNT]: () => ok({ count }),
      [LIST]: () => page([unread, older]),
      [READ_ALL]: () => {
        count = 0;
        return ok({ marked: 2, unread: 0 });
      },
    });
    renderNotificationsPage(<NotificationsPage />);
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    await userEvent.click(button);

    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(calls(fetchMock)).toContain(READ_ALL);
    // Nothing left to mark: the button goes rather than staying on, greyed, over the list (decision 055).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(toastsShown().map((toast) => toast.title)).toContain('Marked 2 notifications as read');
  });

  it('shows only the unread ones when asked, and says when there are none', async () => {
    const fetchMock = stubApi({
      [COUNT]: () => ok({ count: 0 }),
      [LIST]: () => page([older]),
      [UNREAD_LIST]: () => page([]),
    });
    const { router } = renderNotificationsPage(<NotificationsPage />);
    await items();

    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));

    expect(await screen.findByText('Nothing unread')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(router.state.location.search).toBe('?show=unread');
    expect(calls(fetchMock)).toContain(UNREAD_LIST);
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there is nothing yet', async () => {
    stubApi({ [COUNT]: () => ok({ count: 0 }), [LIST]: () => page([]) });
    renderNotificationsPage(<NotificationsPage />);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('shows the server’s reason when the list cannot be loaded, with a retry', async () => {
    stubApi({
      [COUNT]: () => ok({ count: 0 }),
      [LIST]: () => fail(503, 'SERVICE_UNAVAILABLE', 'The notifications are unavailable right now.'),
    });
    renderNotificationsPage(<NotificationsPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your notifications')).toBeTruthy();
    expect(within(alert).getByText('The notifications are unavailable right now.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('links to the email preferences', async () => {
    stubApi({ [COUNT]: () => ok({ count: 0 }), [LIST]: () => page([]) });
    renderNotificationsPage(<NotificationsPage />);
    expect((await screen.findByRole('link', { name: 'Email preferences' })).getAttribute('href')).toBe(
      '/notifications/preferences',
    );
  });
});
