import { notificationsApi } from '@engagex/contracts/api/notifications';
import { notificationsSchemas } from '@engagex/contracts/api/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { markAllNotificationsRead, markNotificationRead } from './mark-read.js';
import { listNotifications, unreadCount } from './notification-reads.js';
import { notificationPreferences, updateNotificationPreferences } from './preferences.js';

/** The bell, the notifications page and the email preferences (issue #17); notify() writes what they read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  registerEndpoints(
    app,
    notificationsApi,
    notificationsSchemas,
    {
      list: async (request) => {
        const { unread, ...paging } = request.query;
        return ok(
          await listNotifications(db, {
            userId: currentUser(request).id,
            ...paging,
            unreadOnly: unread === 'true',
          }),
        );
      },
      unreadCount: async (request) => ok({ count: await unreadCount(db, currentUser(request).id) }),
      read: async (request) =>
        ok(
          await markNotificationRead(db, {
            userId: currentUser(request).id,
            notificationId: request.params.id,
          }),
        ),
      readAll: async (request) => ok(await markAllNotificationsRead(db, currentUser(request).id)),
      preferences: async (request) => ok(await notificationPreferences(db, currentUser(request).id)),
      updatePreferences: async (request) =>
        ok(
          await updateNotificationPreferences(db, {
            userId: currentUser(request).id,
            changes: request.body.preferences,
          }),
        ),
    },
    { tags: ['notifications'] },
  );
};
