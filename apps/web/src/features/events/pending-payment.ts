import type { TRealm } from '@engagex/contracts';
import { isRealm } from '@/lib/realm';

/**
 * What a checkout is paying for, remembered for the way back. The server's return URL names it too
 * (`/events/payment-return?kind&realm&id&…`); this is the fallback when a gateway drops those parameters.
 */
export type PendingPayment = { kind: 'booking' | 'contestant'; realm: TRealm; id: string };

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
      return { kind: value.kind, realm: value.realm, id: value.id };
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
