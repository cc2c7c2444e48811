import type { TKeptEmail } from '@engagex/contracts';
import { type CSSProperties, useCallback, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { inlineImages } from '../attachments';
import { t } from '../messages';

/*
 * One kept email's HTML, shown as its recipient would see it, isolated from the portal. Changes when the frame's
 * sandbox or the way the email is isolated changes (decisions 055 and 070).
 */

/**
 * The frame sits in a shadow root of its own (decision 070). While the email has the focus (a click in it, a
 * selection), `document.activeElement` would be the frame itself, and React, on every render of the portal
 * (the bell's count, a toast), asks whether a focused frame is of the same origin by reading its location: with
 * the frame's opaque origin that throws a SecurityError (caught by React, but a debugger stops on it and some
 * browsers log it). Seen from the document, focus inside a shadow root is on its host, a plain element, so
 * React never reaches into the frame. The portal's styles do not reach into a shadow root either: the frame's
 * look is written here, with the theme's own colour.
 */
const FRAME_STYLE: CSSProperties = {
  display: 'block',
  width: '100%',
  height: '80vh',
  minHeight: '520px',
  border: '1px solid var(--color-line)',
  borderRadius: '1rem',
  background: 'white',
};

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
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const host = useCallback((element: HTMLDivElement | null) => {
    if (element) setShadow(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div ref={host} data-email-preview="">
      {shadow &&
        createPortal(
          <iframe
            title={t('email.frame', { subject: email.subject })}
            // Still no scripts, forms or same origin; a link the email holds opens in a tab of its own, as in a mail
            // client. Inside the frame it was refused (the portal may not be framed, CSP frame-src) (decision 055).
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={html}
            style={FRAME_STYLE}
          />,
          shadow,
        )}
    </div>
  );
}

/** The email's links open a new tab: a <base target> before its own markup (an email rarely sets one). */
export const opensLinksInNewTab = (html: string): string => `<base target="_blank">${html}`;
