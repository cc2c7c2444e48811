/**
 * The list of migrations in the order they run (decision 004). Changes when a migration is added.
 */
import type { SqlMigration } from '../migrate.js';
import { identity } from './0001_identity.js';
import { modules } from './0002_modules.js';
import { ledger } from './0003_ledger.js';
import { creditPurchases } from './0004_credit_purchases.js';
import { dashboard } from './0005_dashboard.js';
import { events } from './0006_events.js';
import { jobsAndEncashment } from './0007_jobs_and_encashment.js';
import { walletTotals } from './0008_wallet_totals.js';
import { statsIndexes } from './0009_stats_indexes.js';
import { changeNotifications } from './0010_change_notifications.js';
import { moduleCatalogueNotify } from './0011_module_catalogue_notify.js';
import { bookingRules } from './0012_booking_rules.js';
import { earnedLot } from './0013_earned_lot.js';
import { purchaseIdempotency } from './0014_purchase_idempotency.js';
import { referralReview } from './0015_referral_review.js';
import { payoutReveals } from './0016_payout_reveals.js';
import { referralCodesAtSignUp } from './0017_referral_codes_at_sign_up.js';
import { eventTimeZone } from './0018_event_time_zone.js';
import { refundRetries } from './0019_refund_retries.js';
import { paymentRefunds } from './0020_payment_refunds.js';
import { notifications } from './0021_notifications.js';
import { waitlists } from './0022_waitlists.js';
import { exportIndexes } from './0023_export_indexes.js';
import { sessionsAndSuspension } from './0024_sessions_and_suspension.js';
import { adminAudit } from './0025_admin_audit.js';
import { eventOrganisers } from './0026_event_organisers.js';
import { everyDistrict } from './0027_every_district.js';
import { referralRewardHolds } from './0028_referral_reward_holds.js';
import { feeIfNotSelected } from './0029_fee_if_not_selected.js';
import { userTimeZone } from './0030_user_time_zone.js';
import { districtsInHindi } from './0031_districts_in_hindi.js';
import { languages } from './0032_languages.js';
import { moduleHindiNames } from './0033_module_hindi_names.js';
import { activityTitlesSaid } from './0034_activity_titles_said.js';
import { ticketTypes } from './0035_ticket_types.js';
import { partRefunds } from './0036_part_refunds.js';
import { invoices } from './0037_invoices.js';
import { waitingRooms } from './0038_waiting_rooms.js';
import { sessionsEndedElsewhere } from './0039_sessions_ended_elsewhere.js';
import { twoFactor } from './0040_two_factor.js';
import { twoFactorResetAudited } from './0041_two_factor_reset_audited.js';
import { apiKeys } from './0042_api_keys.js';
import { webhooks } from './0043_webhooks.js';
import { passkeys } from './0044_passkeys.js';
import { eventEmbeds } from './0045_event_embeds.js';
import { failuresInView } from './0046_failures_in_view.js';
import { webhookSecretRoll } from './0047_webhook_secret_roll.js';

/** Applied in this order, once each, at start-up. Never edit one that has shipped: add a new one. */
export const migrations: SqlMigration[] = [
  identity,
  modules,
  ledger,
  creditPurchases,
  dashboard,
  events,
  jobsAndEncashment,
  walletTotals,
  statsIndexes,
  changeNotifications,
  moduleCatalogueNotify,
  bookingRules,
  earnedLot,
  purchaseIdempotency,
  referralReview,
  payoutReveals,
  referralCodesAtSignUp,
  eventTimeZone,
  refundRetries,
  paymentRefunds,
  notifications,
  waitlists,
  exportIndexes,
  sessionsAndSuspension,
  adminAudit,
  eventOrganisers,
  everyDistrict,
  referralRewardHolds,
  feeIfNotSelected,
  userTimeZone,
  districtsInHindi,
  languages,
  moduleHindiNames,
  activityTitlesSaid,
  ticketTypes,
  partRefunds,
  invoices,
  waitingRooms,
  sessionsEndedElsewhere,
  twoFactor,
  twoFactorResetAudited,
  apiKeys,
  webhooks,
  passkeys,
  eventEmbeds,
  failuresInView,
  webhookSecretRoll,
];
