/**
 * What a notification's email says, before it is laid out: the plain-text and HTML bodies are both made from this
 * one model, so they never disagree about a fact.
 * Changes when a notification kind says something new in its email.
 */
import {
  ALWAYS_EMAILED_KINDS,
  NOTIFICATION_KIND_LABELS,
  type TNotificationKind,
  type TUiLanguage,
} from '@engagex/contracts';
import { personLanguage } from '../i18n/language.js';
import { msg, type Said, say } from '../i18n/say.js';
import { translate } from '../i18n/translate.js';
import type { InvoiceDocument } from '../invoicing/document.js';
import { invoiceTitle } from '../invoicing/pdf.js';
import { clocksDiffer } from '../moments.js';
import type { TicketFacts } from './outbox.js';
import type { EmailNotification, EmailRecipient } from './render.js';
import { personLine, personQrCid } from './ticket-attachments.js';
import { showTimes } from './ticket-when.js';

export type EmailFact = { label: string; value: string };

export type EmailTicket = {
  heading: string;
  facts: EmailFact[];
  /** The inline QR image, or null when the ticket no longer admits anyone. */
  qr: { cid: string; alt: string } | null;
  /** Each person's own QR on a booking of several (decision 078), with whom it admits; empty when void. */
  people?: { caption: string; qr: { cid: string; alt: string } }[];
};

export type EmailContent = {
  /** The reader's language (decision 077): every fixed word below is in it, and the layout declares it. */
  language: TUiLanguage;
  /** What the ticket section asks the holder to show at the door, in the reader's language. */
  doorHint: string;
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
  /** The invoice attached to a booking's confirmation (decision 079): the ticket's facts name it. */
  invoice?: InvoiceDocument | null;
};

export function emailContent(
  notification: EmailNotification,
  recipient: EmailRecipient,
  options: ContentOptions,
): EmailContent {
  const { details, kind } = notification;
  const language = personLanguage(recipient.language);
  const t = (text: string | Said) => translate(language, text);
  const name = recipient.name.trim();
  const note = details.note?.trim();
  const reference = details.reference?.trim();
  return {
    language,
    doorHint: t('Show this code, or the ticket code, at the door.'),
    title: notification.title,
    greeting: name ? t(say('Hello {name},', { name })) : t('Hello,'),
    paragraphs: paragraphsOf(notification.body),
    // A body that already quotes the note (the in-app list shows only title and body) needs it no second time.
    note: note && !notification.body.includes(note) ? { label: t(noteLabel(kind)), text: note } : null,
    reference: reference ? { label: t(referenceLabel(kind)), value: reference } : null,
    ticket: details.ticket
      ? ticketSection(
          details.ticket,
          kind,
          options.qrCid,
          recipient.timeZone ?? null,
          language,
          options.invoice,
        )
      : null,
    action: options.link ? { label: t('Open in EngageX'), url: options.link } : null,
    footer: footerFor(kind, options.publicUrl, language),
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
  if (kind === 'application-status') return msg("The reviewer's note");
  if (kind.startsWith('registration-') || kind.startsWith('event-')) return msg("The organiser's note");
  return msg('Note');
}

function referenceLabel(kind: TNotificationKind): string {
  if (kind === 'encashment-paid') return msg('Payout reference');
  if (kind === 'booking-refunded') return msg('Refund reference');
  if (kind.startsWith('purchase-') || kind === 'registration-fee-paid' || kind === 'booking-confirmed') {
    return msg('Payment reference');
  }
  return msg('Reference');
}

function ticketSection(
  ticket: TicketFacts,
  kind: TNotificationKind,
  qrCid: string | null,
  readerZone: string | null,
  language: TUiLanguage,
  invoice: InvoiceDocument | null | undefined,
): EmailTicket {
  const t = (text: string | Said) => translate(language, text);
  const valid = !VOID_TICKET_KINDS.includes(kind);
  // The organiser's Hindi title for a Hindi reader, where they wrote one (decision 077).
  const title = (language === 'hi-IN' && ticket.eventTitleHi?.trim()) || ticket.eventTitle;
  const facts: EmailFact[] = [
    { label: t('Ticket code'), value: ticket.code },
    { label: t('Event'), value: title },
    ...(ticket.showName ? [{ label: t('Show'), value: ticket.showName }] : []),
    { label: t('Venue'), value: ticket.venueName },
    ...(ticket.venueAddress.trim() ? [{ label: t('Address'), value: ticket.venueAddress }] : []),
    { label: t('When'), value: showTimes(ticket.startsAt, ticket.endsAt, ticket.timeZone, language) },
    // The reader's own clock beside the venue's, where they differ (decision 053).
    ...(clocksDiffer(new Date(ticket.startsAt), ticket.timeZone, readerZone)
      ? [{ label: t('Your time'), value: showTimes(ticket.startsAt, ticket.endsAt, readerZone, language) }]
      : []),
    { label: t('Seats'), value: String(ticket.seats) },
    // Each person's ticket (decision 078): who, which type and their own code.
    ...(ticket.people ?? []).map((person, index) => ({
      label: t(say('Ticket {number}', { number: index + 1 })),
      value: personLine(person, t),
    })),
    // "Tax Invoice: IN/26-27/000042 (attached as a PDF)", so the reader knows what the PDF is.
    ...(invoice
      ? [
          {
            label: t(invoiceTitle(invoice)),
            value: t(say('{number} (attached as a PDF)', { number: invoice.number })),
          },
        ]
      : []),
  ];
  return {
    heading: valid ? t('Your ticket') : t('Your ticket (no longer valid)'),
    facts,
    qr:
      valid && qrCid ? { cid: qrCid, alt: t(say('QR code for ticket {code}', { code: ticket.code })) } : null,
    people:
      valid && qrCid
        ? (ticket.people ?? []).map((person) => ({
            caption: personLine(person, t),
            qr: {
              cid: personQrCid(ticket, person),
              alt: t(say('QR code for ticket {code}', { code: person.code })),
            },
          }))
        : [],
  };
}

function footerFor(
  kind: TNotificationKind,
  publicUrl: string,
  language: TUiLanguage,
): EmailContent['footer'] {
  const t = (text: string | Said) => translate(language, text);
  const preferencesUrl = new URL('/notifications/preferences', publicUrl).href;
  if (ALWAYS_EMAILED_KINDS.includes(kind)) {
    return {
      reason: t(
        'This is a receipt for your EngageX account. Receipts are always sent by email, whatever your email preferences.',
      ),
      preferencesLabel: t('Choose which other emails you get'),
      preferencesUrl,
    };
  }
  return {
    reason: t(
      say(
        'You are getting this email because email for "{kind}" is on in your EngageX notification preferences.',
        { kind: t(NOTIFICATION_KIND_LABELS[kind]) },
      ),
    ),
    preferencesLabel: t('Change your email preferences'),
    preferencesUrl,
  };
}
