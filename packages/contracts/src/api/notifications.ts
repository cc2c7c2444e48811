import { defineApi } from './define.js';
import type { notificationsSchemas } from './notifications.schemas.js';

/** What the portal told a user, read and marked read, and which kinds they also get by email (decision 041). */
export const notificationsApi = defineApi<typeof notificationsSchemas>()(
  'notifications',
  'main',
  () => import('./notifications.schemas.js').then((m) => m.notificationsSchemas),
  {
    list: { method: 'GET', path: '/notifications', access: 'user' },
    unreadCount: { method: 'GET', path: '/notifications/unread-count', access: 'user' },
    // A long poll: answers when the count is no longer `known`, or after a wait (decision 056).
    nextUnreadCount: { method: 'GET', path: '/notifications/unread-count/next', access: 'user' },
    read: { method: 'POST', path: '/notifications/:id/read', access: 'user' },
    readAll: { method: 'POST', path: '/notifications/read-all', access: 'user' },
    preferences: { method: 'GET', path: '/notification-preferences', access: 'user' },
    updatePreferences: { method: 'PUT', path: '/notification-preferences', access: 'user' },
  },
);
