import type { creditsSchemas } from './credits.schemas.js';
import { defineApi } from './define.js';

/** Credit purchases (`/cps/credit-purchase/*`) and the wallet (`/credit-transaction/*`), docs/product.md §7. */
export const creditsApi = defineApi<typeof creditsSchemas>()(
  'credits',
  'main',
  () => import('./credits.schemas.js').then((m) => m.creditsSchemas),
  {
    initiatePurchase: { method: 'POST', path: '/cps/credit-purchase/initiate', access: 'user', status: 201 },
    completePurchase: { method: 'POST', path: '/cps/credit-purchase/complete', access: 'user' },
    cancelPurchase: { method: 'POST', path: '/cps/credit-purchase/cancel', access: 'user' },
    purchaseHistory: { method: 'GET', path: '/cps/credit-purchase/history', access: 'user' },
    verifyPurchase: { method: 'GET', path: '/cps/credit-purchase/verify/:purchaseId', access: 'user' },
    getPurchase: { method: 'GET', path: '/cps/credit-purchase/:purchaseId', access: 'user' },
    /** The signed-in user's own wallet. */
    myBalance: { method: 'GET', path: '/cps/credit-transaction/balance', access: 'user' },
    /** A wallet by its owner's id: the owner's own, or any for an admin. */
    balance: { method: 'GET', path: '/credit-transaction/balance/:userId', access: 'user' },
    walletInfo: { method: 'GET', path: '/wallet-management/info/:userId', access: 'user' },
    history: { method: 'GET', path: '/credit-transaction/history/:userId', access: 'user' },
    deduct: { method: 'POST', path: '/credit-transaction/deduct-credits', access: 'user' },
    add: { method: 'POST', path: '/credit-transaction/add-credits', access: 'admin' },
  },
);
