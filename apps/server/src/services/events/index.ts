/**
 * The events service's entry point (docs/product.md §7, decision 066): its plugin, which app.ts mounts twice (events
 * and cultural events), what its gateway purchases pay for, and what other code may use of it on purpose. Changes
 * when the service gains a route plugin, a sweep, a purchase purpose or a reader another service needs.
 */
import type { TRealm } from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PurchasePurpose } from '../../platform/payments/purposes.js';
import { expireHolds } from './bookings/lifecycle.js';
import { bookingPurpose } from './bookings/payment.js';
import { bookingPurchasePurpose } from './bookings/payment-purpose.js';
import { bookingRoutes } from './bookings/routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { contestantPurchasePurpose, contestantPurpose } from './contestants/fee-payment.js';
import { contestantRoutes } from './contestants/routes.js';
import { embedRoutes } from './embed/routes.js';
import { eventExportRoutes } from './exports/routes.js';
import { eventInvoiceRoutes } from './invoices/routes.js';
import { ticketingRoutes } from './ticketing/routes.js';
import { ticketRoutes } from './tickets/routes.js';
import { waitingRoomRoutes } from './waiting-room/routes.js';
import { setOfferMinutes } from './waitlist/offers.js';
import { waitlistRoutes } from './waitlist/routes.js';

const SWEEP_EVERY_MS = 15_000;

/** What a realm's gateway purchases pay for; app.ts registers them in every process (decision 034). */
export const eventsPurchasePurposes = (realm: TRealm): [string, PurchasePurpose][] => [
  [bookingPurpose(realm), bookingPurchasePurpose(realm)],
  [contestantPurpose(realm), contestantPurchasePurpose(realm)],
];

/**
 * The events server of docs/product.md §7. One codebase serves `/api/events` and `/api/cultural-events`;
 * the realm keeps their events, bookings and registrations apart.
 */
export const eventsService: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  await app.register(catalogueRoutes, { realm });
  await app.register(bookingRoutes, { realm });
  await app.register(ticketRoutes, { realm });
  await app.register(ticketingRoutes, { realm });
  await app.register(waitlistRoutes, { realm });
  setOfferMinutes(app.config.waitlistOfferMinutes);
  await app.register(waitingRoomRoutes, { realm });
  await app.register(contestantRoutes, { realm });
  await app.register(eventExportRoutes, { realm });
  await app.register(eventInvoiceRoutes, { realm });
  await app.register(embedRoutes, { realm });

  // Lapsed holds are also released whenever their slot is touched; the sweep keeps counts honest between.
  const sweep = setInterval(() => {
    expireHolds(app.db).catch((error: unknown) => app.log.error({ err: error }, 'hold sweep failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};

// What the admin console reads of a person's history here (decision 043); app.ts hands them to main.
export { listBookings } from './bookings/reads.js';
export { listContestants } from './contestants/reads.js';
// The booking widget's pages, served with the web app's shell (decision 095).
export { embedPages } from './embed/pages.js';
// Every demo event sells a Standard type, as every event listed does (decision 078).
export { createStandardType } from './ticketing/standard-type.js';
