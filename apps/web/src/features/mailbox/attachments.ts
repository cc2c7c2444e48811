import type { TKeptEmail } from '@engagex/contracts';

type Attachment = TKeptEmail['attachments'][number];

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** `text/calendar` of `text/calendar; charset=utf-8; method=PUBLISH`: what the file is, without its parameters. */
export const mediaType = (contentType: string): string => contentType.split(';')[0]?.trim() ?? contentType;

/** What an attachment weighs, from its base64 (four characters carry three bytes, less the padding). */
export function attachmentSize(attachment: Pick<Attachment, 'content'>): string {
  const padding = attachment.content.endsWith('==') ? 2 : attachment.content.endsWith('=') ? 1 : 0;
  const bytes = (attachment.content.length / 4) * 3 - padding;
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * The email's HTML as a mail client shows it: each `cid:` image the email carries inline becomes a `data:` URL of
 * its attachment (the app's CSP allows `data:` images), so the ticket's QR code shows. Unknown references stay.
 */
export function inlineImages(html: string, attachments: readonly Attachment[]): string {
  const byCid = new Map(
    attachments
      .filter((attachment) => attachment.cid)
      .map((attachment) => [attachment.cid, `data:${attachment.contentType};base64,${attachment.content}`]),
  );
  return html.replace(/cid:([^"'\s)>]+)/g, (reference, cid: string) => {
    const decoded = safeDecode(cid);
    return byCid.get(cid) ?? byCid.get(decoded) ?? reference;
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Saves an attachment as a file: the bytes go to a Blob, and a link to it is clicked. */
export function downloadAttachment(
  attachment: Pick<Attachment, 'filename' | 'contentType' | 'content'>,
): void {
  const url = URL.createObjectURL(new Blob([bytesOf(attachment.content)], { type: attachment.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the URL is freed after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
