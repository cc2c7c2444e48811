/*
 * EngageX booking widget loader (decision 095). An organiser's page holds
 *   <div data-engagex-event="EVENT-ID"></div>
 *   <script src="https://PORTAL/embed.js" async></script>
 * and this puts the event's booking page from the portal into each such div, in an iframe sized to its content by
 * the height the page posts. No framework, no cookies, nothing global: served by the portal, revalidated, small.
 */
(() => {
  const script = document.currentScript;
  if (!script?.src) return;
  const portal = new URL(script.src).origin;
  const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const hindi = /^hi\b/i.test(document.documentElement.lang);
  const frames = new Set();

  const mount = (host) => {
    const id = host.getAttribute('data-engagex-event') ?? '';
    if (!ID.test(id) || host.querySelector('iframe[data-engagex]')) return;
    const realm =
      host.getAttribute('data-engagex-realm') === 'cultural-events' ? '?realm=cultural-events' : '';
    const frame = document.createElement('iframe');
    frame.src = `${portal}/embed/events/${encodeURIComponent(id)}${realm}`;
    frame.title = host.getAttribute('data-engagex-title') || (hindi ? 'टिकट बुक करें' : 'Book tickets');
    frame.setAttribute('data-engagex', '');
    frame.setAttribute('loading', 'lazy');
    frame.style.cssText = 'display:block;width:100%;height:420px;border:0;color-scheme:normal';
    host.appendChild(frame);
    frames.add(frame);
  };

  // Only the portal's own pages, in one of these frames, may size it; the message is checked before it is used.
  window.addEventListener('message', (event) => {
    if (event.origin !== portal) return;
    const data = event.data;
    if (data?.type !== 'engagex:height' || typeof data.height !== 'number') return;
    if (!Number.isFinite(data.height)) return;
    for (const frame of frames) {
      if (frame.contentWindow !== event.source) continue;
      frame.style.height = `${Math.min(Math.max(Math.ceil(data.height), 80), 20000)}px`;
    }
  });

  const mountAll = () => {
    for (const host of document.querySelectorAll('[data-engagex-event]')) mount(host);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
