/**
 * The checkout's own HTML pages, served by the payments service outside the web app: the sandbox gateway's
 * checkout (pay or fail), the Razorpay opener with its script and CSP, and "payment not confirmed" with a way back
 * to the portal (decisions 023 and 040). Styles inline, light and dark. Changes when a checkout page says or shows
 * something new.
 */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f5f9; color: #0f172a; }
  @media (prefers-color-scheme: dark) { body { background: #0f172a; color: #e2e8f0; } main { background: #1e293b !important; } }
  main { box-sizing: border-box; background: #fff; border-radius: 16px; padding: clamp(20px, 6vw, 32px);
    width: min(420px, calc(100vw - 32px)); box-shadow: 0 10px 30px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .badge { display: inline-block; font-size: .75rem; font-weight: 600; padding: 2px 8px; border-radius: 999px;
    background: #fef3c7; color: #92400e; margin-bottom: 16px; }
  dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 8px 16px; margin: 16px 0 24px; }
  dt { color: #64748b; } dd { margin: 0; font-weight: 600; text-align: right; min-width: 0; }
  dd.id { word-break: break-all; font-family: ui-monospace, monospace; font-size: .85rem; }
  .actions { display: flex; gap: 12px; } .actions form { flex: 1; display: flex; }
  button { flex: 1; font: inherit; font-weight: 600; padding: 12px; border-radius: 10px; border: 0; cursor: pointer; }
  .pay { background: #2563eb; color: #fff; } .fail { background: #e2e8f0; color: #0f172a; }
  button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  p.note { font-size: .8rem; color: #64748b; margin-top: 16px; }
  a.back { display: inline-block; margin-top: 16px; padding: 10px 0; color: #1d4ed8; font-weight: 600; }
  /* After the rules above, which it overrides: labels and links at 4.5:1 or more on the dark card. */
  @media (prefers-color-scheme: dark) {
    dt, p.note { color: #94a3b8; } a.back { color: #93c5fd; } .fail { background: #334155; color: #e2e8f0; } }
`;

/** The texts of these pages: the portal's words for a person leaving the checkout without paying. */
const BACK_TO_PORTAL = 'Back to EngageX';

/** A way back to the portal without paying: a person who opened the checkout by mistake is not stuck on it. */
const backLink = (portalUrl: string) =>
  `<a class="back" href="${escapeHtml(portalUrl)}/"><span aria-hidden="true">←</span> ${BACK_TO_PORTAL}</a>`;

function page(title: string, body: string, head = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}</head><body><main>${body}</main></body></html>`;
}

export type CheckoutView = {
  orderId: string;
  /** The money, formatted in the purchase's own currency ("₹800"): what the user pays, said first. */
  amount: string;
  forWhat: string;
  credits: number;
  status: string;
  expiresAt: Date;
  /** Where the web app is (config.webAppUrl), for "Back to EngageX". */
  portalUrl: string;
};

/** The sandbox gateway's own checkout: Pay and Fail post back to it, like a bank's page would. */
export function sandboxCheckoutPage(view: CheckoutView) {
  const payable = view.status === 'pending' && view.expiresAt.getTime() > Date.now();
  const actions = payable
    ? `<div class="actions">
        <form method="post" action="/api/payments/sandbox/${escapeHtml(view.orderId)}/pay"><button class="pay" type="submit">Pay ${escapeHtml(view.amount)}</button></form>
        <form method="post" action="/api/payments/sandbox/${escapeHtml(view.orderId)}/fail"><button class="fail" type="submit">Fail payment</button></form>
      </div>`
    : `<p role="alert">This payment is ${view.status === 'pending' ? 'expired' : escapeHtml(view.status)} and can no longer be paid.</p>`;
  return page(
    'EngageX sandbox checkout',
    `<span class="badge">Sandbox — no real money moves</span>
     <h1>Pay ${escapeHtml(view.amount)}</h1>
     <dl><dt>For</dt><dd>${escapeHtml(view.forWhat)}</dd><dt>Amount</dt><dd>${escapeHtml(view.amount)}</dd>
     <dt>Order</dt><dd class="id">${escapeHtml(view.orderId)}</dd></dl>
     ${actions}
     <p class="note">Pay signs the payment like a real gateway and returns you to EngageX.</p>
     ${backLink(view.portalUrl)}`,
  );
}

/**
 * The checkout came back for a payment this process cannot place (its purpose is unknown here, decision 034):
 * the browser is told plainly to wait rather than being sent to a page that would treat it as plain credits.
 */
export function paymentNotConfirmedPage(portalUrl: string) {
  return page(
    'Payment not confirmed yet',
    `<h1>We could not confirm this payment yet</h1>
     <p role="alert">Your payment is kept safe: it will be confirmed, or refunded, automatically.
     Please do not pay again. You can reload this page in a minute, or check your bookings, registrations
     and applications later.</p>
     ${backLink(portalUrl)}`,
  );
}

/** Razorpay's own checkout script, opened by our small script with the order's details. */
export function razorpayCheckoutPage(
  view: CheckoutView & { keyId: string; amountMinor: number; currency: string },
) {
  return page(
    'EngageX checkout',
    `<h1>Pay ${escapeHtml(view.amount)}</h1>
     <dl><dt>For</dt><dd>${escapeHtml(view.forWhat)}</dd><dt>Amount</dt><dd>${escapeHtml(view.amount)}</dd></dl>
     <form id="checkout" data-key="${escapeHtml(view.keyId)}" data-order="${escapeHtml(view.orderId)}"
       data-amount="${view.amountMinor}" data-currency="${escapeHtml(view.currency)}"
       data-callback="/api/payments/razorpay/callback">
       <button class="pay" type="submit">Pay ${escapeHtml(view.amount)}</button>
     </form>
     ${backLink(view.portalUrl)}`,
    '<script src="https://checkout.razorpay.com/v1/checkout.js" defer></script><script src="/api/payments/razorpay/checkout.js" defer></script>',
  );
}

export const RAZORPAY_OPENER_SCRIPT = `document.getElementById('checkout').addEventListener('submit', function (event) {
  event.preventDefault();
  var form = event.currentTarget;
  var absolute = new URL(form.dataset.callback, window.location.origin).toString();
  new window.Razorpay({ key: form.dataset.key, order_id: form.dataset.order, amount: Number(form.dataset.amount),
    currency: form.dataset.currency, name: 'EngageX', callback_url: absolute, redirect: true }).open();
});`;

/**
 * The Razorpay page's own policy, which replaces the pages' one: so it names `frame-ancestors 'none'` itself, or
 * the page could be framed wherever `X-Frame-Options` is not read (decision 105: the widget's frame never holds it).
 */
export const RAZORPAY_PAGE_CSP = [
  "default-src 'self'",
  "frame-ancestors 'none'",
  "script-src 'self' https://checkout.razorpay.com",
  "style-src 'self' 'unsafe-inline'",
  'frame-src https://api.razorpay.com https://checkout.razorpay.com',
  "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com",
  "img-src 'self' data: https:",
  "form-action 'self' https://api.razorpay.com",
].join('; ');
