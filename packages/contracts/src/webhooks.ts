import { z } from 'zod';
import { paginated, ZPageQuery } from './envelope.js';

/**
 * Organisers' signed webhooks (decision 091): which events an endpoint may ask for, how it is registered, listed
 * and resumed, and what its deliveries page shows. Changes when an event type or a field is added.
 */

/** What a webhook can be told about, each about an event its owner organises. */
export const WEBHOOK_EVENT_TYPES = [
  'booking.confirmed',
  'booking.cancelled',
  'ticket.checked_in',
  'waitlist.offered',
  'registration.status_changed',
] as const;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

/** Endpoints one person may have at once. */
export const MAX_WEBHOOKS_PER_PERSON = 10;

/** The header a delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'EngageX-Signature';

/** http or https here; production refuses http, and every address is checked again at each delivery. */
export const ZWebhookUrl = z
  .url({
    protocol: /^https?$/,
    error: 'Enter the full URL of your receiver, like https://example.com/hooks',
  })
  .max(2_000, 'A webhook URL may have at most 2000 characters');

export const ZCreateWebhookRequest = z.object({
  url: ZWebhookUrl,
  events: z
    .array(ZWebhookEventType)
    .min(1, 'Choose at least one event')
    .refine((events) => new Set(events).size === events.length, 'Name each event once'),
});
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;

/** `paused: false` resumes an endpoint that was paused for failing; `true` pauses it by hand. */
export const ZUpdateWebhookRequest = z.object({ paused: z.boolean() });
export type TUpdateWebhookRequest = z.infer<typeof ZUpdateWebhookRequest>;

export const ZWebhookIdParams = z.object({ id: z.uuid('Not a webhook id') });
export const ZWebhookDeliveryParams = z.object({
  id: z.uuid('Not a webhook id'),
  deliveryId: z.uuid('Not a delivery id'),
});

/** An endpoint as its owner sees it; the secret is never shown again after it was made. */
export const ZWebhook = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(ZWebhookEventType),
    state: z.enum(['active', 'paused']),
    createdAt: z.iso.datetime(),
    pausedAt: z.iso.datetime().nullable(),
    /** Failed attempts in a row since its last success. */
    consecutiveFailures: z.number().int(),
  })
  .meta({ id: 'Webhook' });
export type TWebhook = z.infer<typeof ZWebhook>;

/** What making an endpoint answers, once: the secret its deliveries are signed with. */
export const ZCreatedWebhook = ZWebhook.extend({
  secret: z.string().meta({
    description:
      'Shown once. Each delivery is POSTed as JSON { id, type, createdAt, data } with the header ' +
      'EngageX-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")> (two v1 for a day after a roll ' +
      'of the secret: accept any that matches); the id is the same on every ' +
      'retry and resend, so drop one already handled, and refuse a t more than five minutes from now.',
  }),
}).meta({ id: 'CreatedWebhook' });
export type TCreatedWebhook = z.infer<typeof ZCreatedWebhook>;

/**
 * Hours the secret a roll replaced keeps signing beside the new one (decision 111): a receiver has a day to switch
 * before deliveries carry only the new signature.
 */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;

/** What rolling an endpoint's signing secret answers, once: the new secret (decision 111). */
export const ZRolledWebhookSecret = z
  .object({
    secret: z.string().meta({
      description:
        'Shown once. For 24 hours every delivery is signed with both secrets, ' +
        'EngageX-Signature: t=<t>,v1=<new>,v1=<previous>, so a receiver that accepts any matching v1 loses nothing ' +
        'while it switches; then only the new one. Rolling again within those hours replaces the previous secret ' +
        'with the one this roll gave.',
    }),
  })
  .meta({ id: 'RolledWebhookSecret' });
export type TRolledWebhookSecret = z.infer<typeof ZRolledWebhookSecret>;

export const ZWebhookList = z.object({ items: z.array(ZWebhook) }).meta({ id: 'WebhookList' });
export type TWebhookList = z.infer<typeof ZWebhookList>;

export const ZWebhookAttempt = z.object({
  at: z.iso.datetime(),
  /** The receiver's HTTP status, null when none came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  succeeded: z.boolean(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

export const ZWebhookDelivery = z
  .object({
    /** The payload's `id`, the same on every attempt and every resend. */
    id: z.uuid(),
    type: ZWebhookEventType,
    createdAt: z.iso.datetime(),
    status: z.enum(['pending', 'delivered', 'failed']),
    nextAttemptAt: z.iso.datetime().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
    data: z.record(z.string(), z.unknown()),
    attempts: z.array(ZWebhookAttempt),
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveriesQuery = ZPageQuery;
export const ZWebhookDeliveryPage = paginated(ZWebhookDelivery).meta({ id: 'WebhookDeliveryPage' });
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

export const ZWebhookRemoved = z.object({ id: z.uuid() });
