/**
 * The GST documents of a realm's bookings and entries (decision 079): the invoice, its PDF and the credit notes,
 * for the person who paid, the event's organiser and admins (decision 046). Thin handlers over the endpoint table;
 * the rules are platform/invoicing's. One feature folder for both, because one table declares them. Changes when a
 * document endpoint is added.
 */
import type { TRealm } from '@engagex/contracts';
import { eventInvoicesApi } from '@engagex/contracts/api/invoices';
import { eventInvoicesSchemas } from '@engagex/contracts/api/invoices.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints, sendFile } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { readCreditNotes, readInvoice, readInvoicePdf } from '../../../platform/invoicing/reads.js';
import { eventViewer } from '../organisers.js';

export const eventInvoiceRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  const booking = (id: string) => ({ type: 'booking' as const, id, realm });
  const entry = (id: string) => ({ type: 'contestant' as const, id, realm });
  registerEndpoints(
    app,
    eventInvoicesApi,
    eventInvoicesSchemas,
    {
      bookingInvoice: async (request) =>
        ok(await readInvoice(db, booking(request.params.id), eventViewer(request))),
      bookingInvoicePdf: async (request, reply) => {
        const { filename, pdf } = await readInvoicePdf(
          db,
          booking(request.params.id),
          eventViewer(request),
          requestLanguage(request),
        );
        return sendFile(reply, eventInvoicesApi.bookingInvoicePdf, filename, pdf);
      },
      bookingCreditNotes: async (request) =>
        ok(await readCreditNotes(db, booking(request.params.id), eventViewer(request))),
      contestantInvoice: async (request) =>
        ok(await readInvoice(db, entry(request.params.id), eventViewer(request))),
      contestantInvoicePdf: async (request, reply) => {
        const { filename, pdf } = await readInvoicePdf(
          db,
          entry(request.params.id),
          eventViewer(request),
          requestLanguage(request),
        );
        return sendFile(reply, eventInvoicesApi.contestantInvoicePdf, filename, pdf);
      },
      contestantCreditNotes: async (request) =>
        ok(await readCreditNotes(db, entry(request.params.id), eventViewer(request))),
    },
    { tags: [`${realm}: invoices`] },
  );
};
