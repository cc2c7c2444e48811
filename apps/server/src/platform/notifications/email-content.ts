/**
 * What a notification's email says, before it is laid out: the plain-text and HTML bodies are both made from this
 * one model, so they never disagree about a fact.
 * Changes when a notification kind says something new in its email.
 */
import { ALWAYS_EMAILED_KINDS, NOTIFICATION_KIND_LABELS, type TNotificationKind } from '@engagex/contracts';
import { clocksDiffer } from '../moments.js';
import type { TicketFacts } from './outbox.js';
import type { EmailNotification, EmailRecipient } from './render.js';
import { showTimes } from './ticket-when.js';

export type EmailFact = { label: string; value: string };

export type EmailTicket = {
  heading: string;
  facts: EmailFact[];
  /** The inline QR image, or null when the ticket no longer admits anyone. */
  qr: { cid: string; alt: string } | null;
};

export type EmailContent = {
  title: string;
  greeting: string;
  /** The body split into paragraphs at blank lines; a paragraph may hold single line breaks. */
  paragraphs: string[];
  note: { label: string; text: string } | null;
  reference: EmailFact | null;
  ticket: EmailTicket | null;
  action: { label: string; url: string } | null;
  footer: { reason: string; preferencesLabel: string; preferencesUrl: string };
};

/** Kinds whose ticket no longer admits anyone: its email shows no QR code and its calendar entry is cancelled. */
export const VOID_TICKET_KINDS: readonly TNotificationKind[] = [
  'booking-cancelled',
  'booking-refunded',
  'event-cancelled',
];

export type ContentOptions = {
  publicUrl: string;
  /** The absolute link to what the notification is about, or null. */
  link: string | null;
  qrCid: string | null;
};

export function emailContent(
  notification: EmailNotification,
  recipient: EmailRecipient,
  options: ContentOptions,
): EmailContent {
  const { details, kind } = notification;
  const name = recipient.name.trim();
  const note = details.note?.trim();
  const reference = details.reference?.trim();
  return {
    title: notification.title,
    greeting: name ? `Hello ${name},` : 'Hello,',
    paragraphs: paragraphsOf(notification.body),
    // A body that already quotes the note (the in-app list shows only title and body) needs it no second time.
    note: note && !notification.body.includes(note) ? { label: noteLabel(kind), text: note } : null,
    reference: reference ? { label: referenceLabel(kind), value: reference } : null,
    ticket: details.ticket
      ? ticketSection(details.ticket, kind, options.qrCid, recipient.timeZone ?? null)
      : null,
    action: options.link ? { label: 'Open in EngageX', url: options.link } : null,
    footer: footerFor(kind, options.publicUrl),
  };
}

function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

function noteLabel(kind: TNotificationKind): string {
  if (kind === 'application-status') return "The reviewer's note";
  if (kind.startsWith('registration-') || kind.startsWith('event-')) return "The organiser's note";
  return 'Note';
}

function referenceLabel(kind: TNotificationKind): string {
  if (kind === 'encashment-paid') return 'Payout reference';
  if (kind === 'booking-refunded') return 'Refund reference';
  if (kind.startsWith('purchase-') || kind === 'registration-fee-paid' || kind === 'booking-confirmed') {
    return 'Payment reference';
  }
  return 'Reference';
}

function ticketSection(
  ticket: TicketFacts,
  kind: TNotificationKind,
  qrCid: string | null,
  readerZone: string | null,
): EmailTicket {
  const valid = !VOID_TICKET_KINDS.includes(kind);
  const facts: EmailFact[] = [
    { label: 'Ticket code', value: ticket.code },
    { label: 'Event', value: ticket.eventTitle },
    ...(ticket.showName ? [{ label: 'Show', value: ticket.showName }] : []),
    { label: 'Venue', value: ticket.venueName },
    ...(ticket.venueAddress.trim() ? [{ label: 'Address', value: ticket.venueAddress }] : []),
    { label: 'When', value: showTimes(ticket.startsAt, ticket.endsAt, ticket.timeZone) },
    // The reader's own clock beside the venue's, where they differ (decision 053).
    ...(clocksDiffer(new Date(ticket.startsAt), ticket.timeZone, readerZone)
      ? [{ label: 'Your time', value: showTimes(ticket.startsAt, ticket.endsAt, readerZone) }]
      : []),
    { label: 'Seats', value: String(ticket.seats) },
  ];
  return {
    heading: valid ? 'Your ticket' : 'Your ticket (no longer valid)',
    facts,
    qr: valid && qrCid ? { cid: qrCid, alt: `QR code for ticket ${ticket.code}` } : null,
  };
}

function footerFor(kind: TNotificationKind, publicUrl: string): EmailContent['footer'] {
  const preferencesUrl = new URL('/notifications/preferences', publicUrl).href;
  if (ALWAYS_EMAILED_KINDS.includes(kind)) {
    return {
      reason:
        'This is a receipt for your EngageX account. Receipts are always sent by email, whatever your email preferences.',
      preferencesLabel: 'Choose which other emails you get',
      preferencesUrl,
    };
  }
  return {
    reason: `You are getting this email because email for "${NOTIFICATION_KIND_LABELS[kind]}" is on in your EngageX notification preferences.`,
    preferencesLabel: 'Change your email preferences',
    preferencesUrl,
  };
}
