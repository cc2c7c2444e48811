/**
 * The development mailbox's routes, for admins: the emails kept without SMTP_URL (decision 041). Changes when the
 * mailbox gains an endpoint.
 */
import { mailboxApi } from '@engagex/contracts/api/mailbox';
import { mailboxSchemas } from '@engagex/contracts/api/mailbox.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { assertMailboxOn, getKeptEmail, listKeptEmails } from './kept-emails.js';

/**
 * The development mailbox, for admins. The routes are registered whether it is on or off, so every deployment has
 * the same route table; off, they answer 404 in a sentence.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const on = app.config.mail.mailbox;
  registerEndpoints(
    app,
    mailboxApi,
    mailboxSchemas,
    {
      list: async (request) => {
        assertMailboxOn(on);
        return ok(await listKeptEmails(app.db, request.query));
      },
      get: async (request) => {
        assertMailboxOn(on);
        return ok(await getKeptEmail(app.db, request.params.id));
      },
    },
    { tags: ['mailbox'] },
  );
};
