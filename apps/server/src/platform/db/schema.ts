// Over 300 lines: one row type per table, read as the database's whole shape; migrations say how each came to be.
/**
 * The row types of every table, as Kysely sees them; migrations say how each came to be. Changes with every
 * migration that adds or changes a column.
 */
import type { TAuditAction, TEventStatus, TNotificationKind, TWaitlistStatus } from '@engagex/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables, as Kysely sees them. Wire shapes live in @engagex/contracts. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  issuer: string;
  subject: string;
  email: string;
  email_verified: boolean;
  name: string;
  avatar_url: string | null;
  granted_roles: ColumnType<string[], string[] | undefined, string[]>;
  country: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  last_sign_in_at: Date | null;
  region: ColumnType<string, string | undefined, string>;
  city: ColumnType<string, string | undefined, string>;
  latlng: string | null;
  locality: string | null;
  location_source: ColumnType<
    'ip' | 'gps' | 'manual',
    'ip' | 'gps' | 'manual' | undefined,
    'ip' | 'gps' | 'manual'
  >;
  location_updated_at: Date | null;
  suspended_at: Date | null;
  suspended_reason: string | null;
  /** When an admin last ended all the user's sessions; tokens without a session id issued before it are refused. */
  sessions_ended_at: Date | null;
  /** The zone the person reads times in (decision 053); null until their browser reports one. */
  time_zone: string | null;
  /** Whether they picked it themselves, so their browser's zone does not replace it. */
  time_zone_chosen: ColumnType<boolean, boolean | undefined, boolean>;
  /** The language they chose (decision 077); null = not chosen, their browser's decides. */
  locale: ColumnType<
    'en-IN' | 'hi-IN' | null,
    'en-IN' | 'hi-IN' | null | undefined,
    'en-IN' | 'hi-IN' | null
  >;
}

/** Who ended a session: its own device, an admin, a suspension, or its owner from another device (0039). */
export type SessionEndReason = 'signed-out' | 'revoked' | 'suspended' | 'ended-elsewhere';

/** One sign-in; every token of its renewal chain carries the id as `sid` (decision 047). */
export interface SessionsTable {
  id: string;
  user_id: string;
  signed_in_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  client_ip: string | null;
  user_agent: string | null;
  ended_at: Date | null;
  ended_reason: SessionEndReason | null;
  /** What the sign-in proved (decision 089): `id_token`, then `totp` or `recovery_code`. */
  factors: ColumnType<SessionFactor[], SessionFactor[] | undefined, SessionFactor[]>;
}

export type SessionFactor = 'id_token' | 'totp' | 'recovery_code' | 'passkey';

/** A person's authenticator app (decision 089); `confirmed_at` null while set up but not yet proved. */
export interface MfaTotpTable {
  user_id: string;
  /** Sealed (`aes256gcm:<key id>:…`, decisions 100, 102); only totp-secrets.ts reads or writes what it holds. */
  secret: string;
  created_at: CreatedAt;
  confirmed_at: Date | null;
  /** The last TOTP time step a code was accepted for; a code is taken only by raising it. */
  last_step: number | null;
}

export interface MfaRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

/** An organiser's API key (decision 090), by the SHA-256 of its secret. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  scopes: string[];
  key_hash: string;
  prefix: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** A sign-in waiting for its second step, by the SHA-256 of the token the browser holds. */
export interface MfaChallengesTable {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: Date | null;
}

/** A person's passkey (migration 0044, decision 092). */
export interface MfaPasskeysTable {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  /** bigint: the driver may answer a string. */
  counter: ColumnType<string | number, number | undefined, number>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

export type PasskeyChallengePurpose = 'register' | 'sign-in' | 'proof';

export interface MfaPasskeyChallengesTable {
  challenge: string;
  user_id: string;
  purpose: PasskeyChallengePurpose;
  mfa_token_hash: string | null;
  expires_at: Date;
}

export interface WebhookEndpointsTable {
  id: Generated<string>;
  user_id: string;
  url: string;
  events: string[];
  /** Sealed (`aes256gcm:<key id>:…`, decision 102); only webhooks/secrets.ts seals or opens what it holds. */
  secret: string;
  /** The secret a roll replaced, sealed as `secret`; it still signs until `previous_secret_until` (decision 111). */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  paused_at: Date | null;
  failing_since: Date | null;
  consecutive_failures: ColumnType<number, number | undefined, number>;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: string;
  type: string;
  data: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  status: ColumnType<
    'pending' | 'delivered' | 'failed',
    'pending' | undefined,
    'pending' | 'delivered' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  give_up_at: ColumnType<Date, Date | undefined, Date>;
  leased_until: Date | null;
  leased_by: string | null;
  delivered_at: Date | null;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempted_at: ColumnType<Date, Date | undefined, never>;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  succeeded: boolean;
}

export interface RevokedTokensTable {
  jti: string;
  user_id: string;
  expires_at: Date;
  revoked_at: CreatedAt;
}

export interface SigningKeysTable {
  name: string;
  material: ColumnType<Record<string, unknown>, string, never>;
  created_at: CreatedAt;
}

export interface AppMetaTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: CreatedAt;
}

export interface ModulesTable {
  id: string;
  name: string;
  title: string;
  description: string;
  /** Hindi name and description (migration 0033); null where not written yet. */
  title_hi: string | null;
  description_hi: string | null;
  icon: string;
  path: string;
  color: string;
  features: string[];
  is_active: boolean;
  status: 'live' | 'upcoming';
  requires_auth: boolean;
  is_fundable: boolean;
  min_credits_required: number;
  expected_launch_date: string | null;
  launch_quarter: string | null;
  development_progress: number;
  available_countries: string[];
  sort_order: number;
}

export type LedgerKind =
  | 'purchase'
  | 'spend'
  | 'grant'
  | 'referral'
  | 'hold'
  | 'hold_capture'
  | 'hold_release'
  | 'refund'
  | 'reversal';

/** Postgres bigint arrives as a string from node-postgres and as a number or bigint from PGlite. */
type BigIntColumn = ColumnType<string | number | bigint, number | bigint | string, never>;

export interface LedgerAccountsTable {
  id: Generated<string>;
  code: string;
  kind: 'wallet' | 'system';
  user_id: string | null;
  balance: ColumnType<string | number | bigint, never, never>;
  /** Kept by the entry and hold triggers (migration 0008); never written by the application. */
  purchased: ColumnType<string | number | bigint, never, never>;
  referral: ColumnType<string | number | bigint, never, never>;
  bonus: ColumnType<string | number | bigint, never, never>;
  held: ColumnType<string | number | bigint, never, never>;
  pending_holds: ColumnType<number, never, never>;
  /** The earned lot: earned credits not yet spent or encashed (migration 0013); kept by the entry trigger. */
  earned: ColumnType<string | number | bigint, never, never>;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Generated<string>;
  idempotency_key: string;
  request_hash: string;
  kind: LedgerKind;
  description: string;
  reference_type: string | null;
  reference_id: string | null;
  reverses_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: ColumnType<string | number | bigint, never, never>;
  transaction_id: string;
  account_id: string;
  amount: BigIntColumn;
  balance_after: ColumnType<string | number | bigint | null, never, never>;
  /** The transaction's kind, copied by the entry trigger (migration 0009). */
  kind: ColumnType<LedgerKind, never, never>;
  /** What this entry moved in its wallet's earned lot, set by the entry trigger (migration 0013). */
  earned_change: ColumnType<string | number | bigint, never, never>;
  created_at: CreatedAt;
}

export interface LedgerHoldsTable {
  id: Generated<string>;
  account_id: string;
  amount: BigIntColumn;
  status: ColumnType<'pending' | 'captured' | 'released', 'pending' | undefined, 'captured' | 'released'>;
  hold_transaction_id: string;
  settle_transaction_id: string | null;
  reference_type: string | null;
  reference_id: string | null;
  expires_at: Date | null;
  created_at: CreatedAt;
  settled_at: Date | null;
}

export interface CreditPurchasesTable {
  id: Generated<string>;
  user_id: string;
  amount_minor: BigIntColumn;
  currency: string;
  credits: number;
  status: ColumnType<
    'pending' | 'completed' | 'cancelled' | 'failed',
    'pending' | undefined,
    'completed' | 'cancelled' | 'failed'
  >;
  gateway: 'sandbox' | 'razorpay';
  gateway_order_id: string | null;
  payment_id: string | null;
  payment_method: string | null;
  payment_url: string | null;
  expires_at: Date;
  created_at: CreatedAt;
  completed_at: Date | null;
  closed_at: Date | null;
  failure_reason: string | null;
  ledger_transaction_id: string | null;
  refund_status: ColumnType<
    'none' | 'requested' | 'refunded' | 'failed',
    undefined,
    'requested' | 'refunded' | 'failed'
  >;
  /** A refund to the original payment: gateway calls made, when the sweep may ask next, the last refusal (0019). */
  refund_attempts: ColumnType<number, undefined, number>;
  refund_retry_at: Date | null;
  refund_last_error: string | null;
  purpose: ColumnType<string, string | undefined, never>;
  purpose_ref: ColumnType<string | null, string | null | undefined, never>;
  /** The Idempotency-Key the purchase was opened with, and a hash of that request (0014). */
  idempotency_key: ColumnType<string | null, string | null | undefined, null>;
  request_hash: ColumnType<string | null, string | null | undefined, never>;
}

/** A late or duplicate payment sent back to the payer, retried by the refund sweep (0020, decision 038). */
export interface PaymentRefundsTable {
  id: Generated<string>;
  purchase_id: string;
  gateway: 'sandbox' | 'razorpay';
  payment_id: string;
  amount_minor: BigIntColumn;
  currency: string;
  reason: string;
  status: ColumnType<'requested' | 'refunded' | 'failed', undefined, 'requested' | 'refunded' | 'failed'>;
  attempts: ColumnType<number, undefined, number>;
  retry_at: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
  refunded_at: Date | null;
}

/** A partial refund to a card: some tickets of a booking paid by card cancelled (migration 0036). */
export interface PartRefundsTable {
  id: Generated<string>;
  purchase_id: string;
  refund_key: string;
  payment_id: string;
  credits: number;
  amount_minor: BigIntColumn;
  currency: string;
  reason: string;
  status: ColumnType<'requested' | 'refunded' | 'failed', undefined, 'requested' | 'refunded' | 'failed'>;
  attempts: ColumnType<number, undefined, number>;
  retry_at: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
  refunded_at: Date | null;
}

/** A given-up refund an admin made outside EngageX (migration 0046, decision 096). */
export interface RefundsSettledByHandTable {
  refund_kind: 'purchase' | 'payment' | 'part';
  refund_id: string;
  reference: string;
  note: string;
  settled_by: string;
  settled_at: CreatedAt;
}

/** An organiser's GST registration: the supplier on the invoices of the events they run (migration 0037). */
export interface TaxProfilesTable {
  user_id: string;
  legal_name: string;
  gstin: string;
  address: string;
  /** The two-digit GST state code, the GSTIN's first two characters. */
  state_code: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type InvoiceSeries = 'invoice' | 'credit-note' | 'receipt';
export type InvoiceKind = 'tax-invoice' | 'bill-of-supply' | 'receipt' | 'credit-note';
export type InvoiceSubject = 'booking' | 'contestant' | 'job-application';

/** The last number issued in one series: a supplier's kind of document in one financial year (migration 0037). */
export interface InvoiceSeriesTable {
  /** The organiser's user id, or 'platform'. */
  supplier_key: string;
  series: InvoiceSeries;
  /** '26-27' for April 2026 to March 2027. */
  financial_year: string;
  last_number: number;
}

/** A tax invoice, bill of supply, receipt or credit note as issued (migration 0037). */
export interface InvoicesTable {
  id: Generated<string>;
  number: string;
  series: InvoiceSeries;
  kind: InvoiceKind;
  supplier_key: string;
  financial_year: string;
  subject_type: InvoiceSubject;
  subject_id: string;
  /** A credit note's invoice; null for every other kind. */
  invoice_id: string | null;
  /** The ledger key of the payment or refund that issued it: one document per payment or refund. */
  source_key: string;
  supplier: ColumnType<InvoiceParty, string, string>;
  recipient: ColumnType<{ name: string; email: string }, string, string>;
  place_of_supply: string;
  total_paise: BigIntColumn;
  issued_at: CreatedAt;
}
export type InvoiceParty = { legalName: string; gstin: string | null; address: string; stateCode: string };

/** One line of a document: a ticket, an entry fee, a job fee (migration 0037). Rates are percentages. */
export interface InvoiceLinesTable {
  invoice_id: string;
  position: number;
  description: string;
  sac: string;
  tax_category: string;
  quantity: number;
  unit_price_paise: BigIntColumn;
  taxable_paise: BigIntColumn;
  cgst_rate: ColumnType<string, string | number | undefined, never>;
  cgst_paise: ColumnType<string, string | number | bigint | undefined, never>;
  sgst_rate: ColumnType<string, string | number | undefined, never>;
  sgst_paise: ColumnType<string, string | number | bigint | undefined, never>;
  igst_rate: ColumnType<string, string | number | undefined, never>;
  igst_paise: ColumnType<string, string | number | bigint | undefined, never>;
  total_paise: BigIntColumn;
  ticket_id: string | null;
}

export interface PaymentWebhookEventsTable {
  gateway: string;
  event_id: string;
  event_type: string;
  received_at: CreatedAt;
}

export interface ActivityEventsTable {
  id: ColumnType<string | number | bigint, never, never>;
  user_id: string;
  kind: string;
  title: string;
  /** The title as a sentence to say (decision 077): `{ template, values }`; null reads `title` as written. */
  title_said: ColumnType<
    { template: string; values: Record<string, unknown> } | null,
    string | null | undefined,
    string | null
  >;
  module_id: string | null;
  reference: string | null;
  created_at: CreatedAt;
}

export interface FavoritesTable {
  user_id: string;
  module_id: string;
  position: number;
  added_at: CreatedAt;
}

export interface FavoriteSettingsTable {
  user_id: string;
  show_favorites_at_top: ColumnType<boolean, boolean | undefined, boolean>;
  enable_quick_launch: ColumnType<boolean, boolean | undefined, boolean>;
  hide_non_favorites: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ModuleLaunchAlertsTable {
  user_id: string;
  module_id: string;
  created_at: CreatedAt;
}

export interface ModuleBackingsTable {
  id: Generated<string>;
  user_id: string;
  module_id: string;
  credits: number;
  ledger_transaction_id: string;
  created_at: CreatedAt;
}

export interface ReferralCodesTable {
  user_id: string;
  code: string;
  created_at: CreatedAt;
}

export interface ReferralSharesTable {
  id: Generated<string>;
  user_id: string;
  platform: string;
  created_at: CreatedAt;
}

export interface ReferralClicksTable {
  id: ColumnType<string | number | bigint, never, never>;
  code: string;
  share_id: string | null;
  clicked_at: CreatedAt;
}

export type ReferralStatus = 'active' | 'flagged' | 'rejected';

/** A referral reward waiting for, or past, the end of its payment's refund window (decision 051). */
export interface ReferralRewardsTable {
  id: Generated<string>;
  referrer_id: string;
  referee_id: string;
  purchase_id: string | null;
  bonus: Generated<number>;
  share: Generated<number>;
  reversed: Generated<number>;
  recovered: Generated<number>;
  status: Generated<'pending' | 'released' | 'reversed'>;
  release_at: Date;
  created_at: Generated<Date>;
  settled_at: Date | null;
  transaction_id: string | null;
}

/** Credits a referrer owes for a released reward reversed after it was spent; kept back from later releases. */
export interface ReferralDebtsTable {
  referrer_id: string;
  credits: number;
}

export interface ReferralsTable {
  referee_id: string;
  referrer_id: string;
  code: string;
  created_at: CreatedAt;
  /** Migration 0013: a flagged referral pays nothing until an admin approves it; a rejected one never. */
  status: ColumnType<ReferralStatus, ReferralStatus | undefined, ReferralStatus>;
  signup_ip: ColumnType<string, string | undefined, never>;
  signup_device: ColumnType<string, string | undefined, never>;
  flag_reason: string | null;
  /** When the sign-up bonus was paid (the referee's first completed gateway payment). */
  qualified_at: Date | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
}

export interface SignInTracesTable {
  user_id: string;
  client_ip: string;
  device_id: string;
  first_seen_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

export type Realm = 'events' | 'cultural-events';
export type PaymentStatus = 'PENDING' | 'COMPLETED' | 'FAILED' | 'REFUNDED';

export interface DistrictsTable {
  id: string;
  name: string;
  /** Devanagari (decision 074). */
  name_hi: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Every state and union territory, by the name `districts.state` carries (decision 074). */
export interface StatesTable {
  name: string;
  name_hi: string;
}

export interface DistrictBordersTable {
  district_id: string;
  neighbour_id: string;
}

export interface VenuesTable {
  id: Generated<string>;
  name: string;
  district_id: string;
  address: string;
  capacity: number;
  amenities: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
}

export interface EventsTable {
  id: Generated<string>;
  realm: Realm;
  parent_id: string | null;
  round_number: number | null;
  title: string;
  description: string;
  /** The organiser's Hindi title and description (decision 077); null = English only. */
  title_hi: ColumnType<string | null, string | null | undefined, string | null>;
  description_hi: ColumnType<string | null, string | null | undefined, string | null>;
  event_type: string;
  district_id: string;
  venue_id: string | null;
  starts_at: Date;
  ends_at: Date;
  price_credits: ColumnType<number, number | undefined, number>;
  is_competition: ColumnType<boolean, boolean | undefined, boolean>;
  registration_fee_credits: ColumnType<number, number | undefined, number>;
  fee_per_additional_contestant: ColumnType<number, number | undefined, number>;
  max_group_size: ColumnType<number, number | undefined, number>;
  /** 'refund' or 'keep': a paid fee of an entry not selected (decision 054). */
  fee_if_not_selected: ColumnType<'refund' | 'keep', 'refund' | 'keep' | undefined, 'refund' | 'keep'>;
  status: ColumnType<TEventStatus, TEventStatus | undefined, TEventStatus>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  image_hue: ColumnType<number, number | undefined, number>;
  /** An IANA zone name (decision 039). */
  time_zone: ColumnType<string, string | undefined, string>;
  /** The tax table's row for admission to it (0037, decision 079). */
  tax_category: ColumnType<
    'admission' | 'admission-premium-sport',
    'admission' | 'admission-premium-sport' | undefined,
    'admission' | 'admission-premium-sport'
  >;
  /** Who listed and runs it (0026); null for events only admins run (decision 046). */
  organiser_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

export interface EventSlotsTable {
  id: Generated<string>;
  event_id: string;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  seats_taken: ColumnType<number, number | undefined, number>;
  /** The organiser closed the show's waitlist (0022). */
  waitlist_closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface EventSharesTable {
  id: Generated<string>;
  event_id: string;
  user_id: string | null;
  platform: string;
  created_at: CreatedAt;
}

export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired';

export interface BookingsTable {
  id: Generated<string>;
  realm: Realm;
  event_id: string;
  slot_id: string;
  user_id: string;
  seats: number;
  status: BookingStatus;
  hold_expires_at: Date | null;
  price_credits: number;
  paid_credits: ColumnType<number, number | undefined, number>;
  payment_method: 'credits' | 'gateway' | 'free' | null;
  payment_status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  payment_transaction_id: string | null;
  purchase_id: string | null;
  ticket_code: string | null;
  checked_in_at: Date | null;
  checked_in_by: string | null;
  cancel_reason: string | null;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
  transferred_from_slot_id: string | null;
  /** The Idempotency-Key header of the request that made the hold, and a hash of that request (0012). */
  idempotency_key: string | null;
  request_hash: string | null;
  /** The waitlist entry this hold was offered to (0022): an offer is a held booking of the entry's own. */
  waitlist_entry_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The promo code used, and what the booking costs after its discount (0035, decision 078). */
  promo_code_id: ColumnType<string | null, string | null | undefined, string | null>;
  total_credits: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

/** What an event sells (0035, decision 078). */
export interface TicketTypesTable {
  id: Generated<string>;
  event_id: string;
  name: string;
  name_hi: ColumnType<string | null, string | null | undefined, string | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  price_credits: number;
  quota_per_show: ColumnType<number | null, number | null | undefined, number | null>;
  max_per_booking: ColumnType<number, number | undefined, number>;
  sales_start_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  sales_end_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  display_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

/** Seats a ticket type holds in a show; written only by seats.ts, like `event_slots.seats_taken` (0035). */
export interface ShowTicketTypeSeatsTable {
  slot_id: string;
  ticket_type_id: string;
  seats_taken: ColumnType<number, number | undefined, number>;
  /** The type's quota per show, copied here so a CHECK holds it (setTypeQuota keeps it). */
  quota: ColumnType<number | null, number | null | undefined, number | null>;
}

export type QuestionKind = 'text' | 'number' | 'choice' | 'boolean';

export interface EventQuestionsTable {
  id: Generated<string>;
  event_id: string;
  label: string;
  label_hi: ColumnType<string | null, string | null | undefined, string | null>;
  kind: QuestionKind;
  options: ColumnType<string[], string | undefined, string>;
  required: boolean;
  ticket_type_ids: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  display_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface PromoCodesTable {
  id: Generated<string>;
  event_id: string;
  code: string;
  percent_off: number | null;
  credits_off: number | null;
  max_uses: ColumnType<number | null, number | null | undefined, number | null>;
  /** Bookings held or confirmed with the code; changed only by promo-uses.ts. */
  uses: ColumnType<number, number | undefined, number>;
  valid_from: Date | null;
  valid_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ticket_type_ids: string[] | null;
  unlocks_ticket_type_ids: ColumnType<string[], string[] | undefined, string[]>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface BookingItemsTable {
  booking_id: string;
  ticket_type_id: string;
  name: string;
  quantity: number;
  unit_price_credits: number;
  discount_credits: ColumnType<number, number | undefined, number>;
}

export type TicketStatus = 'valid' | 'used' | 'cancelled';

/** A ticket per person (0035): its own code admits that one person. */
export interface TicketsTable {
  id: Generated<string>;
  booking_id: string;
  ticket_type_id: string;
  position: number;
  code: string;
  attendee_name: ColumnType<string | null, string | null | undefined, string | null>;
  attendee_email: ColumnType<string | null, string | null | undefined, string | null>;
  answers: ColumnType<Record<string, string | number | boolean>, string | undefined, string>;
  status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
  /** This ticket's share of what was paid, after discount: what cancelling it gives back. */
  price_credits: ColumnType<number, number | undefined, number>;
  checked_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  checked_in_by: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface WaitlistEntriesTable {
  id: Generated<string>;
  realm: Realm;
  event_id: string;
  slot_id: string;
  user_id: string;
  seats: number;
  /** The ticket type waited for (0035). */
  ticket_type_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<TWaitlistStatus, TWaitlistStatus | undefined, TWaitlistStatus>;
  created_at: CreatedAt;
  offered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A hot on-sale's waiting room, one per event (0038, decision 080). */
/** The origins that may frame an event's booking page (decision 095): a JSON array of origins. */
export interface EventEmbedsTable {
  event_id: string;
  origins: ColumnType<string[], string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface WaitingRoomsTable {
  event_id: string;
  enabled: boolean;
  opens_at: Date;
  admit_per_minute: number;
  admission_minutes: number;
  seed: string;
  seed_hash: string;
  drawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  positions_given: ColumnType<number, number | undefined, number>;
  admitted_through: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A person's place in a waiting room (0038). */
export interface WaitingRoomEntriesTable {
  id: Generated<string>;
  event_id: string;
  user_id: string;
  joined_at: ColumnType<Date, Date | undefined, Date>;
  position: ColumnType<number | null, number | null | undefined, number | null>;
  admitted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  admission_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ContestantsTable {
  id: Generated<string>;
  realm: Realm;
  event_id: string;
  user_id: string;
  personal_details: ColumnType<Record<string, unknown>, string, string>;
  performance: ColumnType<Record<string, unknown>, string, string>;
  is_group_performance: boolean;
  additional_contestants: ColumnType<Record<string, unknown>[], string | undefined, string>;
  status: string;
  fee_credits: number;
  paid_credits: ColumnType<number, number | undefined, number>;
  payment_status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  payment_transaction_id: string | null;
  purchase_id: string | null;
  notes: string | null;
  cancel_reason: string | null;
  refunded_credits: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ContestantStatusHistoryTable {
  id: ColumnType<string | number | bigint, never, never>;
  contestant_id: string;
  from_status: string | null;
  to_status: string;
  notes: string | null;
  changed_by: string | null;
  changed_at: CreatedAt;
}

export type JobStatus = 'PENDING' | 'UNDER_REVIEW' | 'APPROVED' | 'REJECTED';

export interface JobOpeningsTable {
  id: Generated<string>;
  title: string;
  department: string;
  location: string;
  category: string;
  description: string;
  closes_on: string;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  fee_credits: number;
  questions: ColumnType<string[], string[] | undefined, string[]>;
  created_by: string | null;
  created_at: CreatedAt;
  closed_at: Date | null;
}

export interface JobApplicationsTable {
  id: Generated<string>;
  opening_id: string;
  user_id: string;
  cover_note: string;
  experience_years: number;
  links: ColumnType<string[], string[] | undefined, string[]>;
  answers: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  fee_credits: number;
  payment_status: ColumnType<
    'PENDING' | 'COMPLETED' | 'FAILED',
    'PENDING' | 'COMPLETED' | 'FAILED' | undefined,
    'PENDING' | 'COMPLETED' | 'FAILED'
  >;
  payment_transaction_id: string | null;
  purchase_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface JobApplicationEventsTable {
  id: ColumnType<string | number | bigint, never, never>;
  application_id: string;
  from_status: string | null;
  to_status: string;
  notes: string | null;
  changed_by: string | null;
  changed_at: CreatedAt;
}

export type EncashmentStatus = 'pending' | 'approved' | 'rejected' | 'paid' | 'cancelled';

export interface EncashmentRequestsTable {
  id: string;
  user_id: string;
  credits: number;
  amount_minor: BigIntColumn;
  payout_method: 'bank_transfer' | 'upi';
  payout_to: string;
  status: ColumnType<EncashmentStatus, EncashmentStatus | undefined, EncashmentStatus>;
  hold_id: string;
  idempotency_key: string;
  rejection_reason: string | null;
  payout_reference: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  paid_at: Date | null;
  created_at: CreatedAt;
  /** As the employee typed it (migration 0016); null on requests made before. Only the reveal reads it. */
  payout_destination: ColumnType<unknown | null, string | null | undefined, never>;
}

/** Append-only: a trigger refuses UPDATE and DELETE (migration 0016). */
export interface PayoutRevealsTable {
  id: Generated<string>;
  encashment_request_id: string;
  employee_id: string;
  revealed_by: string;
  http_request_id: string;
  revealed_at: CreatedAt;
}

/** What an admin changed, or looked at, and why (migration 0025, decision 043); rows are never changed. */
export interface AdminAuditLogTable {
  id: ColumnType<string | number | bigint, never, never>;
  at: CreatedAt;
  action: ColumnType<TAuditAction, TAuditAction, never>;
  actor_id: string;
  target_id: string | null;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  reason: string | null;
  request_id: string;
}

/** What a user is told (migration 0021); written in the transaction of the change it reports. */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  /** Facts the email needs beyond the text (a ticket's code, show and seats); see platform/notifications. */
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  once_key: string | null;
  created_at: CreatedAt;
  read_at: Date | null;
}

/** The email outbox (migration 0021): claimed by a worker with a lease, sent at least once. */
export interface NotificationEmailsTable {
  id: Generated<string>;
  notification_id: string;
  status: ColumnType<
    'pending' | 'sent' | 'kept' | 'failed',
    'pending' | undefined,
    'pending' | 'sent' | 'kept' | 'failed'
  >;
  message_id: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  leased_until: Date | null;
  leased_by: string | null;
  last_error: string | null;
  sent_at: Date | null;
  created_at: CreatedAt;
}

/** Emails kept instead of sent when no `SMTP_URL` is set: the development mailbox (migration 0021). */
export interface KeptEmailsTable {
  id: Generated<string>;
  email_id: string;
  kind: TNotificationKind;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string;
  attachments: ColumnType<KeptAttachment[], string, never>;
  kept_at: CreatedAt;
}

export type KeptAttachment = { filename: string; contentType: string; content: string; cid: string | null };

/** A row only where a user chose a kind's email setting (migration 0021); no row means emailed. */
export interface NotificationPreferencesTable {
  user_id: string;
  kind: TNotificationKind;
  email: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DB {
  notifications: NotificationsTable;
  notification_emails: NotificationEmailsTable;
  kept_emails: KeptEmailsTable;
  notification_preferences: NotificationPreferencesTable;
  job_openings: JobOpeningsTable;
  job_applications: JobApplicationsTable;
  job_application_events: JobApplicationEventsTable;
  encashment_requests: EncashmentRequestsTable;
  payout_reveals: PayoutRevealsTable;
  admin_audit_log: AdminAuditLogTable;
  districts: DistrictsTable;
  district_borders: DistrictBordersTable;
  states: StatesTable;
  venues: VenuesTable;
  events: EventsTable;
  event_slots: EventSlotsTable;
  event_shares: EventSharesTable;
  bookings: BookingsTable;
  ticket_types: TicketTypesTable;
  show_ticket_type_seats: ShowTicketTypeSeatsTable;
  event_questions: EventQuestionsTable;
  promo_codes: PromoCodesTable;
  booking_items: BookingItemsTable;
  tickets: TicketsTable;
  waitlist_entries: WaitlistEntriesTable;
  waiting_rooms: WaitingRoomsTable;
  event_embeds: EventEmbedsTable;
  waiting_room_entries: WaitingRoomEntriesTable;
  contestants: ContestantsTable;
  contestant_status_history: ContestantStatusHistoryTable;
  activity_events: ActivityEventsTable;
  favorites: FavoritesTable;
  favorite_settings: FavoriteSettingsTable;
  module_launch_alerts: ModuleLaunchAlertsTable;
  module_backings: ModuleBackingsTable;
  referral_codes: ReferralCodesTable;
  referral_shares: ReferralSharesTable;
  referral_clicks: ReferralClicksTable;
  referrals: ReferralsTable;
  referral_rewards: ReferralRewardsTable;
  referral_debts: ReferralDebtsTable;
  sign_in_traces: SignInTracesTable;
  credit_purchases: CreditPurchasesTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  payment_refunds: PaymentRefundsTable;
  part_refunds: PartRefundsTable;
  refunds_settled_by_hand: RefundsSettledByHandTable;
  tax_profiles: TaxProfilesTable;
  invoice_series: InvoiceSeriesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_holds: LedgerHoldsTable;
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  sessions: SessionsTable;
  mfa_totp: MfaTotpTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  api_keys: ApiKeysTable;
  mfa_passkeys: MfaPasskeysTable;
  mfa_passkey_challenges: MfaPasskeyChallengesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  signing_keys: SigningKeysTable;
  app_meta: AppMetaTable;
  modules: ModulesTable;
}
