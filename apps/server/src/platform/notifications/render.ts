/**
 * How a notification reads as an email (decision 041): subject, plain-text and HTML bodies, and for a ticket its QR
 * code (inline) and calendar file, and on a booking's confirmation its invoice's PDF (decision 079). The delivery worker calls `renderEmail`; its signature is the contract between
 * the two. The same notification always renders to the same email, so a retried send repeats the first exactly.
 * Changes when an email gains an attachment or a part.
 */
import type { TNotificationKind, TUiLanguage } from '@engagex/contracts';
import { translate } from '../i18n/translate.js';
import type { InvoiceDocument } from '../invoicing/document.js';
import { emailContent, VOID_TICKET_KINDS } from './email-content.js';
import { htmlEmail } from './email-layout.js';
import { textEmail } from './email-text.js';
import type { NotificationDetails } from './outbox.js';
import {
  invoiceAttachment,
  personQrAttachment,
  ticketCalendarAttachment,
  ticketQrAttachment,
  ticketQrCid,
} from './ticket-attachments.js';

export type EmailNotification = {
  id: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  details: NotificationDetails;
  createdAt: Date;
};

/**
 * Who an email goes to; `timeZone` is the one they read times in (decision 053), null while not known; `language`
 * the one they chose (decision 077), English when they chose none.
 */
export type EmailRecipient = {
  name: string;
  email: string;
  timeZone?: string | null;
  language?: string | null;
};

export type RenderedAttachment = {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`). */
  cid: string | null;
};

export type RenderedEmail = {
  subject: string;
  text: string;
  html: string;
  attachments: RenderedAttachment[];
};

/** Long enough for any title we write; a subject line past it is cut by most clients anyway. */
const SUBJECT_MAX = 120;
/** Where a booking's calendar entry points when the notification carries no link of its own. */
const BOOKINGS_PATH = '/events/bookings';

export type RenderOptions = {
  /** Turns the notification's app path into a link the email can carry. */
  publicUrl: string;
  /** The booking's invoice, on its confirmation (email-contents.ts reads it): attached as a PDF. */
  invoice?: InvoiceDocument | null;
};

export async function renderEmail(
  notification: EmailNotification,
  recipient: EmailRecipient,
  options: RenderOptions,
): Promise<RenderedEmail> {
  const link = appLink(notification.link, options.publicUrl);
  const ticket = notification.details.ticket;
  const showsQr = ticket !== undefined && !VOID_TICKET_KINDS.includes(notification.kind);
  const invoice = options.invoice ?? null;
  const content = emailContent(notification, recipient, {
    publicUrl: options.publicUrl,
    link,
    qrCid: showsQr ? ticketQrCid(ticket) : null,
    invoice,
  });
  const attachments: RenderedAttachment[] = [];
  if (ticket) {
    if (showsQr) attachments.push(await ticketQrAttachment(ticket));
    if (showsQr)
      for (const person of ticket.people ?? []) attachments.push(await personQrAttachment(ticket, person));
    attachments.push(
      ticketCalendarAttachment(ticket, {
        bookingUrl: link ?? new URL(BOOKINGS_PATH, options.publicUrl).href,
        issuedAt: notification.createdAt,
        cancelled: !showsQr,
        language: content.language,
      }),
    );
  }
  if (invoice) attachments.push(await invoiceAttachment(invoice, content.language));
  return {
    subject: subjectOf(notification.title, content.language),
    text: textEmail(content),
    html: htmlEmail(content),
    attachments,
  };
}

/**
 * A notification's link is a path in our web app. Anything that resolves elsewhere (another origin, `javascript:`)
 * is dropped rather than put behind an "Open in EngageX" button.
 */
export function appLink(link: string | null, publicUrl: string): string | null {
  if (!link) return null;
  const base = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    return null;
  }
  return url.origin === base.origin ? url.href : null;
}

function subjectOf(title: string, language: TUiLanguage): string {
  const line = title.replace(/\s+/g, ' ').trim() || translate(language, 'EngageX notification');
  return line.length <= SUBJECT_MAX ? line : `${line.slice(0, SUBJECT_MAX - 1).trimEnd()}…`;
}
