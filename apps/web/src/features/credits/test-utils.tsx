import type { TCreditPurchase } from '@engagex/contracts';
import type { ReactNode } from 'react';
import { renderWithApp } from '@/test/render';

/** A credits page at `path`: the credits pages live at /credits and /credits/return, "/" is the dashboard. */
export const renderCreditsPage = (element: ReactNode, { path = '/credits' }: { path?: string } = {}) =>
  renderWithApp(element, {
    path,
    routes: [
      { path: '/credits', element },
      { path: '/credits/return', element },
      { path: '/', element: <p>Dashboard</p> },
    ],
  });

export const PURCHASE_ID = '6f1c1d2e-0b7f-4c55-9d0f-0d8f1c1d2e3f';

export const purchase = (overrides: Partial<TCreditPurchase> = {}): TCreditPurchase => ({
  id: PURCHASE_ID,
  purchaseId: PURCHASE_ID,
  amount: 500,
  currency: 'INR',
  credits: 50,
  status: 'pending',
  gateway: 'sandbox',
  paymentUrl: `http://localhost/api/payments/sandbox/order_${PURCHASE_ID.slice(0, 8)}`,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  transactionId: null,
  createdAt: new Date().toISOString(),
  completedAt: null,
  paymentMethod: null,
  failureReason: null,
  paidFor: null,
  refund: null,
  ...overrides,
});

export { creditBalance as balance } from '@/test/api';

export const page = <T,>(items: T[]) => ({ items, page: 1, limit: 10, total: items.length, totalPages: 1 });
