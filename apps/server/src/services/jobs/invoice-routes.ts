/**
 * A job application fee's GST documents (decision 079): the invoice, its PDF and the credit notes, for the applicant
 * and admins; anyone else's application is a 404. Sent with the session cookie like every jobs route (decision
 * 025). Thin handlers; the rules are platform/invoicing's. Changes when a document endpoint is added.
 */
import { applicationInvoicesApi } from '@engagex/contracts/api/invoices';
import { applicationInvoicesSchemas } from '@engagex/contracts/api/invoices.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth.js';
import { registerEndpoints, sendFile } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { readCreditNotes, readInvoice, readInvoicePdf } from '../../platform/invoicing/reads.js';

const cookieSession = { cookieAuth: true };

/** Job fees are the platform's supplies: no organiser reads them, only the applicant and admins. */
function reader(request: FastifyRequest) {
  const me = currentUser(request);
  return { userId: me.id, admin: me.roles.includes('admin'), organiser: false };
}

const application = (id: string) => ({ type: 'job-application' as const, id, realm: null });

export const applicationInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  registerEndpoints(
    app,
    applicationInvoicesApi,
    applicationInvoicesSchemas,
    {
      applicationInvoice: {
        config: cookieSession,
        handler: async (request) =>
          ok(await readInvoice(db, application(request.params.id), reader(request))),
      },
      applicationInvoicePdf: {
        config: cookieSession,
        handler: async (request, reply) => {
          const { filename, pdf } = await readInvoicePdf(
            db,
            application(request.params.id),
            reader(request),
            requestLanguage(request),
          );
          return sendFile(reply, applicationInvoicesApi.applicationInvoicePdf, filename, pdf);
        },
      },
      applicationCreditNotes: {
        config: cookieSession,
        handler: async (request) =>
          ok(await readCreditNotes(db, application(request.params.id), reader(request))),
      },
    },
    { tags: ['jobs'] },
  );
};
