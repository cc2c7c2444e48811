import { z } from 'zod';
import { decimalNumber } from './decimal-number.js';
import { paginated, ZPageQuery } from './envelope.js';

/**
 * What the portal tells a user about (docs/product.md "Notifications"). Each kind is one thing that
 * happened; the preferences page lists them in this order.
 */
export const NOTIFICATION_KINDS = [
  'purchase-completed',
  'purchase-failed',
  'booking-confirmed',
  'booking-cancelled',
  'booking-refunded',
  'booking-transferred',
  'event-cancelled',
  'event-moved',
  'waitlist-offer',
  'waitlist-closed',
  'registration-received',
  'registration-approved',
  'registration-rejected',
  'registration-fee-paid',
  'application-status',
  'encashment-approved',
  'encashment-rejected',
  'encashment-paid',
  'referral-reward',
  'module-launched',
  'webhook-paused',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/**
 * Receipts (money taken, returned or paid out) are always emailed: a user cannot turn off proof of a payment.
 * Every other kind's email can be turned off; the in-app notification is always written.
 */
export const ALWAYS_EMAILED_KINDS: readonly TNotificationKind[] = [
  'purchase-completed',
  'booking-confirmed',
  'booking-refunded',
  'registration-fee-paid',
  'encashment-paid',
];

/** How the preferences page names each kind. */
export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = {
  'purchase-completed': 'Credit purchase receipts',
  'purchase-failed': 'Credit purchases that failed or expired',
  'booking-confirmed': 'Tickets for confirmed bookings',
  'booking-cancelled': 'Bookings cancelled',
  'booking-refunded': 'Refunds for bookings',
  'booking-transferred': 'Bookings moved to another show',
  'event-cancelled': 'Events you hold tickets for being cancelled',
  'event-moved': 'Events you hold tickets for being moved',
  'waitlist-offer': 'Seats offered to you from a waitlist',
  'waitlist-closed': 'Waitlists you are on being closed',
  'registration-received': 'Contestant registrations received',
  'registration-approved': 'Contestant registrations approved',
  'registration-rejected': 'Contestant registrations rejected',
  'registration-fee-paid': 'Entry fee receipts',
  'application-status': 'Job application status changes',
  'encashment-approved': 'Encashments approved',
  'encashment-rejected': 'Encashments rejected',
  'encashment-paid': 'Encashment payouts',
  'referral-reward': 'Referral rewards',
  'module-launched': 'Modules you asked about launching',
  'webhook-paused': 'Your webhooks paused after failing',
};

export const ZNotification = z
  .object({
    id: z.uuid(),
    kind: ZNotificationKind,
    title: z.string(),
    body: z.string(),
    /** A path in the web app (`/events/bookings/…`), or null when there is nothing to open. */
    link: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    readAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

export const ZListNotificationsQuery = ZPageQuery.extend({
  unread: z.enum(['true', 'false']).optional(),
});
export type TListNotificationsQuery = z.infer<typeof ZListNotificationsQuery>;
export const ZNotificationsPage = paginated(ZNotification);
export type TNotificationsPage = z.infer<typeof ZNotificationsPage>;

export const ZUnreadCount = z.object({ count: z.number().int().min(0) });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** The count the bell shows now; the answer waits while it is still this one (decision 056). */
export const ZNextUnreadCountQuery = z.object({ known: decimalNumber(z.number().int().min(0)).optional() });
export type TNextUnreadCountQuery = z.infer<typeof ZNextUnreadCountQuery>;

export const ZNotificationIdParams = z.object({ id: z.uuid() });
export type TNotificationIdParams = z.infer<typeof ZNotificationIdParams>;

/** What marking read changed: the notification (read-one) or how many were marked (read-all). */
export const ZMarkedRead = z.object({ marked: z.number().int().min(0), unread: z.number().int().min(0) });
export type TMarkedRead = z.infer<typeof ZMarkedRead>;

export const ZNotificationPreference = z.object({
  kind: ZNotificationKind,
  label: z.string(),
  email: z.boolean(),
  /** Receipts: always emailed, the switch cannot turn them off. */
  alwaysOn: z.boolean(),
});
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

export const ZNotificationPreferences = z
  .object({ preferences: z.array(ZNotificationPreference) })
  .meta({ id: 'NotificationPreferences' });
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** Only the kinds named change; turning a receipt's email off is refused. */
export const ZUpdateNotificationPreferences = z.object({
  preferences: z
    .array(z.object({ kind: ZNotificationKind, email: z.boolean() }).strict())
    .min(1)
    .max(NOTIFICATION_KINDS.length),
});
export type TUpdateNotificationPreferences = z.infer<typeof ZUpdateNotificationPreferences>;

/** An email the development mailbox kept instead of sending (no `SMTP_URL`). */
export const ZKeptEmailSummary = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  kind: ZNotificationKind,
  keptAt: z.iso.datetime({ offset: true }),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});
export type TKeptEmailSummary = z.infer<typeof ZKeptEmailSummary>;
export const ZKeptEmailsPage = paginated(ZKeptEmailSummary);
export type TKeptEmailsPage = z.infer<typeof ZKeptEmailsPage>;
export const ZKeptEmail = ZKeptEmailSummary.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
  messageId: z.string(),
  attachments: z.array(
    z.object({
      filename: z.string(),
      contentType: z.string(),
      /** Base64 of the attachment's bytes. */
      content: z.string(),
      /** Set for an image the HTML shows inline (`cid:`). */
      cid: z.string().nullable(),
    }),
  ),
});
export type TKeptEmail = z.infer<typeof ZKeptEmail>;
export const ZKeptEmailIdParams = z.object({ id: z.uuid() });

/** An admin launches an upcoming module: it becomes live on `launchDate` (today when not given). */
export const ZLaunchModuleRequest = z.object({ launchDate: z.iso.date().optional() }).strict();
export type TLaunchModuleRequest = z.infer<typeof ZLaunchModuleRequest>;
export const ZLaunchModuleResponse = z.object({
  moduleId: z.string(),
  status: z.literal('live'),
  launchDate: z.iso.date(),
  /** How many users who asked to hear about it were told now. */
  notified: z.number().int().min(0),
});
export type TLaunchModuleResponse = z.infer<typeof ZLaunchModuleResponse>;
