import type { TRealm } from '@engagex/contracts';
import { redirect } from 'react-router';
import { isRealm } from '@/lib/realm';

/**
 * What a checkout is paying for, remembered for the way back. The server's return URL names it too
 * (`/events/payment-return?kind&realm&id&…`); this is the fallback when a gateway drops those parameters.
 * `returnTo`: a checkout opened from outside the portal's pages (the booking widget's window, decision 105) comes
 * back to a page of that flow's own, an in-app path, instead of the portal's return page.
 */
export type PendingPayment = { kind: 'booking' | 'contestant'; realm: TRealm; id: string; returnTo?: string };

/** Only an in-app path: anything else (`//evil.example`, `https://…`, `/\…`) would be an open redirect. */
const isInAppPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

const KEY = 'engagex.events.pendingPayment';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingPayment(pending: PendingPayment): void {
  try {
    session()?.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Privacy mode: the return URL still carries what is needed.
  }
}

export function recallPendingPayment(): PendingPayment | null {
  try {
    const raw = session()?.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingPayment>;
    if ((value.kind === 'booking' || value.kind === 'contestant') && isRealm(value.realm) && value.id) {
      const pending: PendingPayment = { kind: value.kind, realm: value.realm, id: value.id };
      return isInAppPath(value.returnTo) ? { ...pending, returnTo: value.returnTo } : pending;
    }
  } catch {
    // Unreadable: treated as absent.
  }
  return null;
}

export function forgetPendingPayment(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Leaves for the gateway's checkout page, remembering what it pays for. */
export function goToCheckout(paymentUrl: string, pending: PendingPayment): void {
  rememberPendingPayment(pending);
  window.location.assign(paymentUrl);
}

/**
 * The loader of /events/payment-return: a checkout opened from the widget's window (decision 105) goes on to the
 * page its note names, with the checkout's answer, so the person is not dropped into the portal mid-flow.
 */
export function paymentReturnElsewhere({ request }: { request: Request }): Response | null {
  const returnTo = recallPendingPayment()?.returnTo;
  if (!returnTo) return null;
  const from = new URL(request.url);
  const to = new URL(returnTo, from.origin);
  if (to.origin !== from.origin) return null;
  for (const [key, value] of from.searchParams) to.searchParams.set(key, value);
  return redirect(`${to.pathname}${to.search}`);
}
