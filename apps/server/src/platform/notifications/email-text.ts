/**
 * The plain-text body: what a text-only client, a screen reader or a spam filter reads.
 * Changes when an email gains a part.
 */
import { msg } from '../i18n/say.js';
import { translate } from '../i18n/translate.js';
import type { EmailContent } from './email-content.js';

const QR_ATTACHED = msg('Show the QR code attached to this email, or the ticket code, at the door.');

export function textEmail(content: EmailContent): string {
  const blocks: string[] = [content.greeting, ...content.paragraphs];
  if (content.note) {
    const quoted = content.note.text.split(/\r\n?|\n/).map((line) => (line ? `> ${line}` : '>'));
    blocks.push([`${content.note.label}:`, ...quoted].join('\n'));
  }
  if (content.reference) blocks.push(`${content.reference.label}: ${content.reference.value}`);
  if (content.ticket) {
    const { ticket } = content;
    const width = Math.max(...ticket.facts.map((fact) => fact.label.length)) + 1;
    const lines = ticket.facts.map((fact) => `  ${`${fact.label}:`.padEnd(width)} ${fact.value}`);
    blocks.push([ticket.heading, ...lines].join('\n'));
    if (ticket.qr) blocks.push(translate(content.language, QR_ATTACHED));
  }
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(
    [
      '-- ',
      content.footer.reason,
      `${content.footer.preferencesLabel}: ${content.footer.preferencesUrl}`,
    ].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
