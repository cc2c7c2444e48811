/**
 * A booker's ticket as files: the calendar entry of a confirmed booking. Changes when a ticket file is added.
 */
import type { TRealm } from '@engagex/contracts';
import { ticketsApi } from '@engagex/contracts/api/tickets';
import { ticketsSchemas } from '@engagex/contracts/api/tickets.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints, sendFile } from '../../../platform/endpoints.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { ticketCalendarFile } from '../bookings/calendar.js';

/** A booker's ticket as files (docs/product.md "The ticket wallet"): the calendar entry of a confirmed booking. */
export const ticketRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  registerEndpoints(
    app,
    ticketsApi,
    ticketsSchemas,
    {
      calendar: async (request, reply) => {
        const { filename, calendar } = await ticketCalendarFile(db, realm, {
          userId: currentUser(request).id,
          bookingId: request.params.id,
          publicUrl: app.config.publicUrl,
          now: new Date(),
          language: requestLanguage(request),
        });
        return sendFile(reply, ticketsApi.calendar, filename, calendar);
      },
    },
    { tags: [`${realm}: bookings`] },
  );
};
