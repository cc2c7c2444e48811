import { z } from 'zod';
import { ZEventDetail } from './events.js';

/**
 * The booking widget (decision 095): the web origins an organiser lets frame an event's booking page
 * (`/embed/events/{eventId}`), and the messages the widget's frame and the portal's sign-in popup exchange. Changes
 * when what an organiser may list, or what those messages carry, does.
 */

/** At most this many sites may embed one event: a festival's own site and a few partners'. */
export const EMBED_ORIGINS_MAX = 10;

/** Loopback hosts, the only ones allowed over plain http (a developer's own page; refused in production). */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'] as const;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A scheme, a lower-case host name (an IDN in its xn-- form) and an optional port; plain http for loopback only. */
const ORIGIN = new RegExp(
  `^(?:https://${LABEL}(?:\\.${LABEL})*|http://(?:${LOOPBACK_HOSTS.join('|').replaceAll('.', '\\.')}))(?::(\\d{1,5}))?$`,
);
/** A port a browser would not write: the scheme's own (443, 80), or none at all. */
const needlessPort = (value: string, port: number) =>
  port < 1 || port > 65_535 || (/^https:/.test(value) ? port === 443 : port === 80);

/**
 * One origin exactly as a browser names it (`https://festival.example`, `https://shop.example:8443`): a scheme, a
 * host and a port only, since CSP `frame-ancestors` compares origins. Written the browser's way (lower case, no
 * default port, no trailing slash), so what is stored is what the header says, and nothing in it can end the
 * directive.
 */
export const ZEmbedOrigin = z
  .string()
  .trim()
  .max(200, 'An origin is at most 200 characters')
  .refine((value) => {
    const match = ORIGIN.exec(value);
    if (!match) return false;
    return match[1] === undefined || !needlessPort(value, Number(match[1]));
  }, 'Write a web origin such as https://festival.example (no path; http only for localhost)');

export const ZEmbedParams = z.object({ id: z.uuid('Not an event id') });
export type TEmbedParams = z.infer<typeof ZEmbedParams>;

/**
 * The widget's public read (decision 097): any text as the id, so a malformed id answers the same 404 as an unknown
 * event, a draft or one no site may frame, and the answer tells nobody which it was.
 */
export const ZWidgetEventParams = z.object({ id: z.string() });
export type TWidgetEventParams = z.infer<typeof ZWidgetEventParams>;

/**
 * What the frame shows before the visitor signs in (decision 097): the event, its shows with what each can still
 * sell, and the ticket types on offer with their prices, exactly as anyone signed in sees them on the event page.
 * Not the attendee questions (asked once booking), nothing about the visitor, nothing only its organisers see.
 */
export const ZWidgetEvent = ZEventDetail.pick({ event: true, slots: true, ticketTypes: true }).meta({
  id: 'WidgetEvent',
});
export type TWidgetEvent = z.infer<typeof ZWidgetEvent>;

/** What an organiser sets (PUT) and reads back: the origins that may frame the event's booking page. */
export const ZEmbedSettings = z
  .object({
    origins: z
      .array(ZEmbedOrigin)
      .max(EMBED_ORIGINS_MAX, 'At most 10 sites may embed an event')
      .refine((origins) => new Set(origins).size === origins.length, 'Each site is listed once'),
  })
  .strict();
export type TEmbedSettings = z.infer<typeof ZEmbedSettings>;

/** The frame tells the page around it how tall it is (embed.js sizes the iframe to it). */
export const EMBED_HEIGHT_MESSAGE = 'engagex:height';
/** The sign-in popup hands its token to the frame that opened it (same origin only). */
export const EMBED_SIGNED_IN_MESSAGE = 'engagex:signed-in';
