/**
 * The organiser's GST side (decision 079): their tax profile, the list of their documents and the month's GSTR-1
 * tables for their accountant; admins too (an admin's list holds every supplier's, and their return is the
 * platform's unless they name an organiser). Thin handlers; the rules are platform/invoicing's. Changes when an
 * organiser's invoicing endpoint is added.
 */
import { organiserInvoicesApi } from '@engagex/contracts/api/invoices';
import { organiserInvoicesSchemas } from '@engagex/contracts/api/invoices.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { csvFilename, toCsv } from '../../../platform/csv.js';
import { registerEndpoints, sendFile } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { forbidden } from '../../../platform/errors.js';
import { msg } from '../../../platform/i18n/say.js';
import { gstr1Table } from '../../../platform/invoicing/gstr1.js';
import { listInvoices } from '../../../platform/invoicing/organiser-documents.js';
import { PLATFORM_SUPPLIER_KEY } from '../../../platform/invoicing/supplier.js';
import { getTaxProfile, putTaxProfile } from '../../../platform/invoicing/tax-profiles.js';

function reader(request: FastifyRequest) {
  const me = currentUser(request);
  return { userId: me.id, admin: me.roles.includes('admin'), organiser: me.roles.includes('organiser') };
}

const NOT_YOUR_RETURN = msg('Only an admin exports another supplier’s return');

export const organiserTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  registerEndpoints(
    app,
    organiserInvoicesApi,
    organiserInvoicesSchemas,
    {
      taxProfile: async (request) => ok(await getTaxProfile(db, currentUser(request).id)),
      putTaxProfile: async (request) => ok(await putTaxProfile(db, currentUser(request).id, request.body)),
      invoices: async (request) => ok(await listInvoices(db, reader(request), request.query)),
      gstr1: async (request, reply) => {
        const { admin, userId } = reader(request);
        const { month, table, supplier } = request.query;
        if (!admin && supplier && supplier !== userId) throw forbidden(NOT_YOUR_RETURN);
        const supplierKey = admin ? (supplier ?? PLATFORM_SUPPLIER_KEY) : userId;
        const { columns, rows } = await gstr1Table(db, { supplierKey, month, table });
        return sendFile(
          reply,
          organiserInvoicesApi.gstr1,
          csvFilename(['gstr1', month, table]),
          toCsv(columns, rows),
        );
      },
    },
    { tags: ['organiser: invoices'] },
  );
};
