/**
 * Which code writes which table (decision 066): one owner per table, a feature folder of a service
 * (`services/main/credits`) or a platform part (`platform/ledger`), and every other writer named with its reason.
 * architecture.test.ts scans every insert, update and delete in the source and fails on a writer this map does not
 * name, and on a named writer that no longer writes. Changes when a table is added or a write moves.
 * Migrations (which make the tables) and the demo data (seeded once into an empty database, decision 004) may
 * write any table and are not listed.
 */
import type { DB } from './schema.js';

export type TableOwner = {
  owner: string;
  /** Other writers, each with why it writes here rather than calling the owner. */
  also?: Record<string, string>;
};

export const TABLE_OWNERS: Record<keyof DB, TableOwner> = {
  // Identity and people
  users: {
    owner: 'services/main/identity',
    also: {
      'services/main/admin':
        'role grants and suspension are the console’s changes, each with its audit row (decision 043)',
      'services/main/location': 'a person’s chosen district and time zone (decisions 045 and 053)',
    },
  },
  sessions: { owner: 'services/main/identity' },
  mfa_totp: { owner: 'services/main/identity' },
  mfa_recovery_codes: { owner: 'services/main/identity' },
  mfa_challenges: { owner: 'services/main/identity' },
  api_keys: {
    owner: 'services/main/api-keys',
    also: {
      'platform/auth':
        'a key’s last use, stamped as the key is checked, at most once a minute (decision 090)',
    },
  },
  mfa_passkeys: { owner: 'services/main/identity' },
  mfa_passkey_challenges: { owner: 'services/main/identity' },
  // Organisers' webhooks and their outbox (decision 091); the rows of deliveries are also written by triggers.
  webhook_endpoints: { owner: 'services/main/webhooks' },
  webhook_deliveries: { owner: 'services/main/webhooks' },
  webhook_attempts: { owner: 'services/main/webhooks' },
  revoked_tokens: { owner: 'platform/auth' },
  signing_keys: { owner: 'platform/auth' },
  app_meta: { owner: 'demo' }, // which parts of the demo data are seeded (decision 004)
  sign_in_traces: { owner: 'services/main/referrals' },
  admin_audit_log: { owner: 'services/main/admin' },

  // Credits, payments and the ledger
  ledger_accounts: { owner: 'platform/ledger' },
  ledger_transactions: { owner: 'platform/ledger' },
  ledger_entries: { owner: 'platform/ledger' },
  ledger_holds: { owner: 'platform/ledger' },
  credit_purchases: {
    owner: 'services/main/credits',
    also: {
      'platform/payments':
        'every process expires lapsed purchases and records refund states, whatever SERVICES it serves (decisions 013 and 038)',
    },
  },
  payment_webhook_events: { owner: 'services/main/credits' },
  payment_refunds: { owner: 'platform/payments' },
  part_refunds: { owner: 'platform/payments' },
  refunds_settled_by_hand: { owner: 'services/main/admin' },
  // GST invoices and credit notes (decision 079)
  tax_profiles: { owner: 'platform/invoicing' },
  invoice_series: { owner: 'platform/invoicing' },
  invoices: { owner: 'platform/invoicing' },
  invoice_lines: { owner: 'platform/invoicing' },

  // Dashboard, modules, favourites, referrals
  activity_events: {
    owner: 'platform/activity',
    also: {
      'platform/ledger':
        'group commit writes a batch’s activity in the statement that posts it (decision 031)',
      'services/events/bookings':
        'holding seats together writes the booking’s activity in its one statement (decision 031)',
    },
  },
  modules: { owner: 'services/main/modules' },
  module_launch_alerts: { owner: 'services/main/modules' },
  module_backings: { owner: 'services/main/modules' },
  favorites: { owner: 'services/main/favorites' },
  favorite_settings: { owner: 'services/main/favorites' },
  referral_codes: { owner: 'platform/db/migrations' }, // a trigger makes each user's code (migration 0017)
  referral_shares: { owner: 'services/main/referrals' },
  referral_clicks: { owner: 'services/main/referrals' },
  referrals: { owner: 'services/main/referrals' },
  referral_rewards: { owner: 'services/main/referrals' },
  referral_debts: { owner: 'services/main/referrals' },

  // Notifications
  notifications: {
    owner: 'platform/notifications',
    also: { 'services/main/notifications': 'a reader marks their own notices read' },
  },
  notification_emails: { owner: 'platform/notifications' },
  kept_emails: { owner: 'platform/notifications' },
  notification_preferences: { owner: 'services/main/notifications' },

  // Places and events
  // Shipped as data in migrations (decision 044); nothing writes them at run time.
  districts: { owner: 'platform/db/migrations' },
  district_borders: { owner: 'platform/db/migrations' },
  states: { owner: 'platform/db/migrations' },
  venues: { owner: 'services/events/catalogue' },
  events: { owner: 'services/events/catalogue' },
  event_slots: {
    owner: 'services/events/catalogue',
    also: {
      'services/events/bookings': '`seats_taken` only, through seats.ts, its one writer (decision 024)',
      'services/events/waitlist': 'closing a show’s line stamps `waitlist_closed_at` (decision 042)',
    },
  },
  event_shares: { owner: 'services/events/catalogue' },
  bookings: {
    owner: 'services/events/bookings',
    also: { 'services/events/waitlist': 'an offer is a held booking of the entry’s own (decision 042)' },
  },
  waitlist_entries: { owner: 'services/events/waitlist' },
  // A hot on-sale's waiting room (decision 080).
  waiting_rooms: { owner: 'services/events/waiting-room' },
  waiting_room_entries: { owner: 'services/events/waiting-room' },
  // The booking widget's allowed origins (decision 095).
  event_embeds: { owner: 'services/events/embed' },
  // Ticketing (decision 078): the organiser's types, questions and codes; what a booking holds of them.
  ticket_types: { owner: 'services/events/ticketing' },
  event_questions: { owner: 'services/events/ticketing' },
  promo_codes: {
    owner: 'services/events/ticketing',
    also: { 'services/events/bookings': '`uses` only, through promo-uses.ts, its one writer (decision 078)' },
  },
  show_ticket_type_seats: { owner: 'services/events/bookings' },
  booking_items: { owner: 'services/events/bookings' },
  tickets: { owner: 'services/events/bookings' },
  contestants: { owner: 'services/events/contestants' },
  contestant_status_history: { owner: 'services/events/contestants' },

  // Jobs and encashment
  job_openings: { owner: 'services/jobs' },
  job_applications: { owner: 'services/jobs' },
  job_application_events: { owner: 'services/jobs' },
  encashment_requests: { owner: 'services/employee' },
  payout_reveals: { owner: 'services/employee' },
};
