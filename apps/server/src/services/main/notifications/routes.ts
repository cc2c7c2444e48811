/**
 * The bell, the notifications page and the email preferences (decisions 041 and 056): thin handlers over the
 * endpoint table. Changes when a notifications endpoint is added.
 */
import { notificationsApi } from '@engagex/contracts/api/notifications';
import { notificationsSchemas } from '@engagex/contracts/api/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
import { markAllNotificationsRead, markNotificationRead } from './mark-read.js';
import { listNotifications, unreadCount } from './notification-reads.js';
import { notificationPreferences, updateNotificationPreferences } from './preferences.js';
import { LONGEST_WAIT_MS, UnreadWaits } from './unread-waits.js';

/** The bell, the notifications page and the email preferences (decision 041); notify() writes what they read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // The long poll stays inside the server's own timeouts (decision 036), so they need no exception for it.
  const { connectionMs, requestMs } = app.config.timeouts;
  const waits = new UnreadWaits(
    app.changes,
    Math.min(LONGEST_WAIT_MS, Math.floor(Math.min(connectionMs, requestMs) / 2)),
  );
  // Waiting requests answer before close() waits for in-flight requests, so a shutdown is not held 20 s.
  app.addHook('preClose', async () => waits.close());
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
      // The bell asks on every page (decision 082); a notification's `n:` notice forgets the person's count.
      unreadCount: async (request) => {
        const userId = currentUser(request).id;
        return app.personReads.get(userId, 'unread-count', async () =>
          reusableAnswer(ok({ count: await unreadCount(db, userId) })),
        );
      },
      nextUnreadCount: async (request, reply) => {
        const ended = new AbortController();
        // The client went away (a closed tab, a sign-out): stop waiting for it.
        reply.raw.once('close', () => ended.abort());
        const userId = currentUser(request).id;
        return ok({
          count: await waits.next(db, { userId, known: request.query.known, ended: ended.signal }),
        });
      },
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
