import type { contestantRegistrationSchemas, contestantsSchemas } from './contestants.schemas.js';
import { defineApi } from './define.js';

/** Competition entries, their fees and the organisers' review, on both event servers (docs/product.md §7). */
export const contestantsApi = defineApi<typeof contestantsSchemas>()(
  'contestants',
  'realm',
  () => import('./contestants.schemas.js').then((m) => m.contestantsSchemas),
  {
    register: { method: 'POST', path: '/contestants', access: 'user', status: 201 },
    list: { method: 'GET', path: '/contestants', access: 'user' },
    pricing: { method: 'GET', path: '/contestants/pricing/:id', access: 'user' },
    initiatePayment: { method: 'POST', path: '/contestants/payment/initiate', access: 'user' },
    completePayment: { method: 'POST', path: '/contestants/payment/complete', access: 'user' },
    get: { method: 'GET', path: '/contestants/:id', access: 'user' },
    /** The review of an entry to a competition the caller runs (decision 046). */
    changeStatus: { method: 'PATCH', path: '/contestants/:id/status', access: 'organiser' },
    payment: { method: 'GET', path: '/contestants/:id/payment', access: 'user' },
    addContestants: { method: 'POST', path: '/contestants/:id/additional-contestants', access: 'user' },
    cancel: { method: 'POST', path: '/contestants/:id/cancel', access: 'user' },
  },
);

/** The signed-in user's own entries and their counts: only the events server answers these (docs/product.md §7). */
export const contestantRegistrationApi = defineApi<typeof contestantRegistrationSchemas>()(
  'contestant-registration',
  'events',
  () => import('./contestants.schemas.js').then((m) => m.contestantRegistrationSchemas),
  {
    myRegistrations: { method: 'GET', path: '/contestant-registration/my-registrations', access: 'user' },
    myStats: { method: 'GET', path: '/contestant-registration/my-stats', access: 'user' },
  },
);
