/**
 * A ticket email's attachments: the QR code the door scans, shown inline, a calendar file for the show, and on the
 * confirmation the booking's invoice as a PDF (decision 079). Each is made from facts that do not change (the
 * ticket's, the invoice as issued), so every retry of the same email sends the same bytes.
 * Changes when a ticket email gains an attachment.
 */
import { DEFAULT_UI_LANGUAGE, type TUiLanguage } from '@engagex/contracts';
import { createEvent, type EventAttributes } from 'ics';
import QRCode from 'qrcode';
import { type Said, say } from '../i18n/say.js';
import { translate } from '../i18n/translate.js';
import { type InvoiceDocument, invoiceFilename, renderInvoicePdf } from '../invoicing/pdf.js';
import type { TicketFacts, TicketPerson } from './outbox.js';
import type { RenderedAttachment } from './render.js';

/** The `cid:` the HTML shows the QR code by; one booking, one image. */
export const ticketQrCid = (ticket: TicketFacts) => `ticket-qr-${ticket.bookingId}@engagex`;

/**
 * The QR code as a PNG. Black on white with a quiet zone, whatever the mail client's theme: scanners at the door
 * read dark modules on a light ground.
 */
export async function ticketQrAttachment(ticket: TicketFacts): Promise<RenderedAttachment> {
  return {
    filename: `${ticketFileStem(ticket)}.png`,
    contentType: 'image/png',
    content: await qrPng(ticket.qrPayload),
    cid: ticketQrCid(ticket),
  };
}

/** The `cid:` of one person's QR code on a booking of several (decision 078). */
export const personQrCid = (ticket: TicketFacts, person: TicketPerson) =>
  `ticket-qr-${ticket.bookingId}-${person.code}@engagex`;

/** One person's QR code, which admits that person alone (decision 078). */
export async function personQrAttachment(
  ticket: TicketFacts,
  person: TicketPerson,
): Promise<RenderedAttachment> {
  return {
    filename: `ticket-${person.code.replace(/[^A-Za-z0-9_-]+/g, '-')}.png`,
    contentType: 'image/png',
    content: await qrPng(person.qrPayload),
    cid: personQrCid(ticket, person),
  };
}

async function qrPng(payload: string) {
  return QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    // Whole pixels per module keep the edges sharp; at 8 the image is about 1.5 times its 180px display size.
    scale: 8,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

export type CalendarOptions = {
  /** Where the booking is seen in the app (absolute). */
  bookingUrl: string;
  /** The notification's time: the calendar's DTSTAMP, so a later email about the same show supersedes it. */
  issuedAt: Date;
  /** A cancelled ticket's calendar entry says so, and replaces the one sent with the ticket (same UID). */
  cancelled: boolean;
  /** The holder's language (decision 077): the entry's title and description are in it; English if not given. */
  language?: TUiLanguage;
};

/** One VEVENT per booking, its UID fixed by the booking, so a moved or cancelled show updates the same entry. */
export function ticketCalendar(ticket: TicketFacts, options: CalendarOptions): string {
  const language = options.language ?? DEFAULT_UI_LANGUAGE;
  // The organiser's Hindi title for a Hindi reader, where they wrote one.
  const eventTitle = (language === 'hi-IN' && ticket.eventTitleHi?.trim()) || ticket.eventTitle;
  const title = ticket.showName ? `${eventTitle}: ${ticket.showName}` : eventTitle;
  const t = (text: Said) => translate(language, text);
  const attributes: EventAttributes & { timestamp: number } = {
    productId: '-//EngageX//Tickets//EN',
    method: 'PUBLISH',
    uid: `${ticket.bookingId}@engagex`,
    timestamp: options.issuedAt.getTime(),
    // Epoch milliseconds, written out in UTC: the server's own zone never enters.
    start: instant(ticket.startsAt, 'startsAt'),
    end: instant(ticket.endsAt, 'endsAt'),
    startOutputType: 'utc',
    endOutputType: 'utc',
    title,
    location: [ticket.venueName, ticket.venueAddress].filter((part) => part.trim() !== '').join(', '),
    description: [
      t(say('Ticket code: {code}', { code: ticket.code })),
      t(say('Seats: {seats}', { seats: ticket.seats })),
      ...(ticket.people ?? []).map((person) => personLine(person, t)),
      options.bookingUrl,
    ].join('\n'),
    url: options.bookingUrl,
    status: options.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: options.cancelled ? 'FREE' : 'BUSY',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value)
    throw new Error(`The calendar file for booking ${ticket.bookingId} could not be made`, { cause: error });
  return value;
}

export function ticketCalendarAttachment(ticket: TicketFacts, options: CalendarOptions): RenderedAttachment {
  return {
    filename: `${ticketFileStem(ticket)}.ics`,
    // The method parameter must match the file's METHOD line (RFC 5545 §3.7.2).
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(ticketCalendar(ticket, options), 'utf8'),
    cid: null,
  };
}

/** The booking's invoice, bill of supply or receipt as a PDF in the reader's language (decision 079). */
export async function invoiceAttachment(
  invoice: InvoiceDocument,
  language: TUiLanguage,
): Promise<RenderedAttachment> {
  return {
    filename: invoiceFilename(invoice),
    contentType: 'application/pdf',
    content: await renderInvoicePdf(invoice, language),
    cid: null,
  };
}

/** "Asha Rao (VIP): ABCD…" or, unnamed, "VIP: ABCD…": one person's line in the calendar entry and the email. */
export function personLine(person: TicketPerson, t: (text: Said) => string) {
  return person.name
    ? t(say('{name} ({type}): {code}', { name: person.name, type: person.typeName, code: person.code }))
    : t(say('{type}: {code}', { type: person.typeName, code: person.code }));
}

function instant(iso: string, field: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`The ticket's ${field} is not an instant: ${iso}`);
  return ms;
}

/** `ticket-<code>`, kept to characters every mail client and file system takes. */
const ticketFileStem = (ticket: TicketFacts) => `ticket-${ticket.code.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
