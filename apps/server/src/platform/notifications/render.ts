/**
 * How a notification reads as an email. PLACEHOLDER until the rendering helper lands: plain text only.
 * The delivery worker calls `renderEmail`; its signature is the contract between the two.
 */
import type { TNotificationKind } from '@engagex/contracts';
import type { NotificationDetails } from './outbox.js';

export type EmailNotification = {
  id: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  details: NotificationDetails;
  createdAt: Date;
};

export type EmailRecipient = { name: string; email: string };

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

/** `publicUrl` turns the notification's app path into a link the email can carry. */
export async function renderEmail(
  notification: EmailNotification,
  recipient: EmailRecipient,
  options: { publicUrl: string },
): Promise<RenderedEmail> {
  const link = notification.link ? new URL(notification.link, options.publicUrl).href : null;
  const text = [`Hello ${recipient.name},`, '', notification.body, ...(link ? ['', link] : [])].join('\n');
  return { subject: notification.title, text, html: `<p>${text}</p>`, attachments: [] };
}
