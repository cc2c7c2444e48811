import type { TKeptEmail } from '@engagex/contracts';
import { useMemo } from 'react';
import { inlineImages } from '../attachments';

/**
 * The email's HTML in a sandboxed frame: no `allow-scripts` or `allow-same-origin`, so it runs no script, submits no form and gives the document an
 * origin of its own, so an email cannot reach the portal's session. The frame inherits the portal's CSP, which
 * allows inline styles and `data:` images, so the email's own styles apply and its inline images show. An opaque
 * origin also means its height cannot be read from here: the frame is tall and scrolls.
 */
export function EmailPreview({ email }: { email: Pick<TKeptEmail, 'subject' | 'html' | 'attachments'> }) {
  const html = useMemo(
    () => opensLinksInNewTab(inlineImages(email.html, email.attachments)),
    [email.html, email.attachments],
  );
  return (
    <iframe
      title={`The email “${email.subject}”`}
      // Still no scripts, forms or same origin; a link the email holds opens in a tab of its own, as in a mail
      // client. Inside the frame it was refused (the portal may not be framed, CSP frame-src) (decision 055).
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={html}
      className="h-[80vh] min-h-[520px] w-full rounded-2xl border border-line bg-white"
    />
  );
}

/** The email's links open a new tab: a <base target> before its own markup (an email rarely sets one). */
export const opensLinksInNewTab = (html: string): string => `<base target="_blank">${html}`;
