import {
  ZListNotificationsQuery,
  ZMarkedRead,
  ZNextUnreadCountQuery,
  ZNotificationIdParams,
  ZNotificationPreferences,
  ZNotificationsPage,
  ZUnreadCount,
  ZUpdateNotificationPreferences,
} from '../notifications.js';
import type { SchemaTable } from './define.js';

export const notificationsSchemas = {
  list: { query: ZListNotificationsQuery, response: ZNotificationsPage },
  unreadCount: { response: ZUnreadCount },
  nextUnreadCount: { query: ZNextUnreadCountQuery, response: ZUnreadCount },
  read: { params: ZNotificationIdParams, response: ZMarkedRead },
  readAll: { response: ZMarkedRead },
  preferences: { response: ZNotificationPreferences },
  updatePreferences: { body: ZUpdateNotificationPreferences, response: ZNotificationPreferences },
} satisfies SchemaTable;
