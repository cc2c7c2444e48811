/**
 * The main service's entry point (docs/product.md §7, decision 066): its plugin, which app.ts mounts under
 * /api/main, and what other services may use of it on purpose: paying for things through credit purchases
 * (decision 023), refunds to the original payment (decision 038), referral links, and the admin audit log, which a
 * payout reveal (services/employee) writes in its own transaction (decision 043), after taking the revealer's and
 * the employee's rows in the console's one order (decision 050), and the webhook outbox's sender (decision 091). Changes when one of those moves or a feature
 * folder gains routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IdTokenVerifier } from '../../platform/auth/id-token-verifier.js';
import { adminFailuresRoutes } from './admin/failures/routes.js';
import { adminRoutes } from './admin/routes.js';
import type { PersonRecords } from './admin/user-detail.js';
import { apiKeyRoutes } from './api-keys/routes.js';
import { creditRoutes } from './credits/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { favoriteRoutes } from './favorites/routes.js';
import { mfaRoutes } from './identity/mfa/routes.js';
import { identityRoutes } from './identity/routes.js';
import { localeRoutes } from './locales/routes.js';
import { locationRoutes, openIpLocator } from './location/routes.js';
import { mailboxRoutes } from './mailbox/routes.js';
import { moduleCatalogueRoutes } from './modules/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { organiserTaxRoutes } from './organiser-tax/routes.js';
import { referralRoutes } from './referrals/routes.js';
import { webhookRoutes } from './webhooks/routes.js';

export { lockActorAndTarget } from './admin/acting-locks.js';
export { recordAudit } from './admin/audit-log.js';
export {
  type Naming,
  openCheckoutOf,
  payForThing,
  settleRefundQuietly,
} from './credits/paying-for-things.js';
export { applyPaymentEvent, completePurposePurchase, purchaseReturnPage } from './credits/purchases.js';
export {
  refundStateOf,
  requestOriginalRefund,
  requestPartialOriginalRefund,
  settledByHand,
  settlePartialRefund,
  withoutReference,
} from './credits/refunds.js';
export { referralLink } from './referrals/referral-link.js';
export { default as webhookWorkerPlugin, type WebhookWorkerOptions } from './webhooks/worker.js';

/**
 * The main server of docs/product.md §7 (identity, users, locales, location, credits) and what the old portal
 * only mocked: modules, dashboard stats, activity, favorites and referrals.
 */
export const mainService: FastifyPluginAsyncZod<{
  verifyIdToken: IdTokenVerifier;
  personRecords: PersonRecords;
}> = async (app, options) => {
  const locate = await openIpLocator(app);
  await app.register(identityRoutes, { verifyIdToken: options.verifyIdToken, locate });
  await app.register(mfaRoutes);
  await app.register(apiKeyRoutes);
  await app.register(localeRoutes);
  await app.register(moduleCatalogueRoutes);
  await app.register(creditRoutes);
  await app.register(dashboardRoutes);
  await app.register(favoriteRoutes);
  await app.register(locationRoutes, { locate });
  await app.register(referralRoutes);
  await app.register(notificationRoutes);
  await app.register(mailboxRoutes);
  await app.register(organiserTaxRoutes);
  await app.register(webhookRoutes);
  await app.register(adminRoutes, { personRecords: options.personRecords });
  await app.register(adminFailuresRoutes);
};
