/**
 * The HTML body. Mail clients keep little of the web: layout is nested tables with inline styles, no external
 * images or fonts, and colours that read on both a light and a dark theme (clients that honour
 * `prefers-color-scheme` get the dark palette; the others invert the light one). Every value from a notification
 * passes through `escapeHtml`: titles, names and notes are written by users.
 * Changes when an email gains a part or the palette changes.
 */
import type { EmailContent, EmailFact, EmailTicket } from './email-content.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Escaped, with the writer's line breaks kept. */
const multiline = (value: string) => escapeHtml(value).replace(/\r\n?|\n/g, '<br>');

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const TEXT = `${FONT}font-size:15px;line-height:22px;color:#1f2937;`;
const MUTED = `${FONT}font-size:13px;line-height:19px;color:#6b7280;`;

const DARK_MODE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .ex-page { background-color: #111418 !important; }
    .ex-card { background-color: #1c2128 !important; }
    .ex-text { color: #e5e7eb !important; }
    .ex-muted { color: #9ca3af !important; }
    .ex-panel { background-color: #242b35 !important; border-color: #3b4452 !important; }
    .ex-brand { color: #7aa7ff !important; }
    .ex-link { color: #7aa7ff !important; }
    .ex-rule { border-color: #3b4452 !important; }
  }`;

export function htmlEmail(content: EmailContent): string {
  const rows = [
    row(
      `<div class="ex-brand" style="${FONT}font-size:13px;font-weight:bold;letter-spacing:1px;color:#1d4ed8;">ENGAGEX</div>`,
      '24px 28px 4px',
    ),
    row(
      `<h1 class="ex-text" style="margin:0;${FONT}font-size:21px;line-height:28px;color:#111827;">${escapeHtml(content.title)}</h1>`,
      '4px 28px 8px',
    ),
    row(paragraph(content.greeting)),
    ...content.paragraphs.map((text) => row(paragraph(text))),
    content.note ? row(noteBlock(content.note.label, content.note.text)) : '',
    content.reference ? row(factsTable([content.reference])) : '',
    content.ticket ? row(ticketBlock(content.ticket, content.doorHint)) : '',
    content.action ? row(button(content.action.label, content.action.url), '12px 28px 20px') : '',
    row(footerBlock(content.footer), '16px 28px 24px'),
  ];
  return `<!DOCTYPE html>
<html lang="${content.language === 'hi-IN' ? 'hi' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.title)}</title>
<style>${DARK_MODE}
</style>
</head>
<body class="ex-page" style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.paragraphs[0] ?? content.title)}</div>
<table role="presentation" class="ex-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="ex-card" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;">
${rows.filter((html) => html !== '').join('\n')}
</table>
</td></tr>
</table>
</body>
</html>
`;
}

const row = (html: string, padding = '8px 28px') => `<tr><td style="padding:${padding};">${html}</td></tr>`;

const paragraph = (text: string) => `<p class="ex-text" style="margin:0;${TEXT}">${multiline(text)}</p>`;

function noteBlock(label: string, text: string): string {
  return `<p class="ex-muted" style="margin:0 0 6px;${MUTED}">${escapeHtml(label)}:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="ex-panel ex-text" style="border-left:4px solid #9ca3af;background-color:#f9fafb;padding:10px 14px;${TEXT}font-style:italic;">${multiline(text)}</td>
</tr></table>`;
}

function factsTable(facts: EmailFact[]): string {
  const lines = facts.map(
    (fact) => `<tr>
<td class="ex-muted" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap;${MUTED}">${escapeHtml(fact.label)}</td>
<td class="ex-text" valign="top" style="padding:4px 0;${TEXT}font-weight:600;">${multiline(fact.value)}</td>
</tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0">${lines.join('')}</table>`;
}

function ticketBlock(ticket: EmailTicket, doorHint: string): string {
  // The QR code keeps a white ground in dark mode too: door scanners need dark modules on light.
  const qr = ticket.qr
    ? `<tr><td align="center" style="padding:16px 0 4px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background-color:#ffffff;padding:8px;border-radius:4px;">
<img src="cid:${escapeHtml(ticket.qr.cid)}" width="180" height="180" alt="${escapeHtml(ticket.qr.alt)}" style="display:block;border:0;width:180px;height:180px;">
</td></tr></table>
<p class="ex-muted" style="margin:8px 0 0;${MUTED}">${escapeHtml(doorHint)}</p>
</td></tr>`
    : '';
  // Each person's own code on a booking of several (decision 078), under the booking's, which admits everyone.
  const people = (ticket.people ?? [])
    .map(
      (person) => `<tr><td align="center" style="padding:12px 0 4px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background-color:#ffffff;padding:8px;border-radius:4px;">
<img src="cid:${escapeHtml(person.qr.cid)}" width="140" height="140" alt="${escapeHtml(person.qr.alt)}" style="display:block;border:0;width:140px;height:140px;">
</td></tr></table>
<p class="ex-muted" style="margin:6px 0 0;${MUTED}">${escapeHtml(person.caption)}</p>
</td></tr>`,
    )
    .join('');
  return `<table role="presentation" class="ex-panel" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e5e7eb;border-radius:6px;background-color:#f9fafb;">
<tr><td style="padding:14px 16px;">
<p class="ex-text" style="margin:0 0 8px;${FONT}font-size:16px;font-weight:bold;color:#111827;">${escapeHtml(ticket.heading)}</p>
${factsTable(ticket.facts)}
</td></tr>${qr}${people}
</table>`;
}

function button(label: string, url: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="border-radius:6px;background-color:#1d4ed8;">
<a href="${escapeHtml(url)}" style="display:inline-block;padding:11px 20px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

function footerBlock(footer: EmailContent['footer']): string {
  return `<p class="ex-muted ex-rule" style="margin:0;padding-top:14px;border-top:1px solid #e5e7eb;${MUTED}">${escapeHtml(footer.reason)}
<a class="ex-link" href="${escapeHtml(footer.preferencesUrl)}" style="color:#1d4ed8;">${escapeHtml(footer.preferencesLabel)}</a>.</p>`;
}
