import type { TNotification, TNotificationPreference } from '@engagex/contracts';
import type { ReactNode } from 'react';
import { ok } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { NotificationBell } from './components/NotificationBell';

export const COUNT = 'GET /api/main/notifications/unread-count';
export const LIST = 'GET /api/main/notifications?page=1&limit=20';
export const UNREAD_LIST = 'GET /api/main/notifications?page=1&limit=20&unread=true';
export const READ_ALL = 'POST /api/main/notifications/read-all';
export const readOne = (id: string) => `POST /api/main/notifications/${id}/read`;
export const PREFERENCES = 'GET /api/main/notification-preferences';
export const UPDATE_PREFERENCES = 'PUT /api/main/notification-preferences';

export const notification = (overrides: Partial<TNotification> = {}): TNotification => ({
  id: '3b0f8a52-5f39-4a7e-9d2c-1f0e6c7b8a01',
  kind: 'booking-confirmed',
  title: 'Your tickets for Jazz Night',
  body: '2 seats, Sat, 29 Nov, 7:00 pm at Blue Frog. Your ticket code is JZ-4821.',
  link: '/events/bookings',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...overrides,
});

export const page = (items: TNotification[], { total = items.length, totalPages = 1 } = {}) =>
  ok({ items, page: 1, limit: 20, total, totalPages });

export const preference = (overrides: Partial<TNotificationPreference> = {}): TNotificationPreference => ({
  kind: 'referral-reward',
  label: 'Referral rewards',
  email: true,
  alwaysOn: false,
  ...overrides,
});

/** A notifications page at `path` with the header's bell beside it, as the shells show them. */
export const renderNotificationsPage = (element: ReactNode, { path = '/notifications' } = {}) =>
  renderWithApp(element, {
    path,
    routes: [
      {
        path: '/notifications',
        element: (
          <>
            <NotificationBell />
            {element}
          </>
        ),
      },
      { path: '/notifications/preferences', element },
      { path: '/events/bookings', element: <h1>My bookings</h1> },
    ],
  });
