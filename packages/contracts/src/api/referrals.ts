import { defineApi } from './define.js';
import type { referralsSchemas } from './referrals.schemas.js';

/** Invite links, shares and their numbers, and the admin's review of suspicious referrals (decision 015). */
export const referralsApi = defineApi<typeof referralsSchemas>()(
  'referrals',
  'main',
  () => import('./referrals.schemas.js').then((m) => m.referralsSchemas),
  {
    link: { method: 'GET', path: '/referral/link', access: 'user' },
    share: { method: 'POST', path: '/referral/share', access: 'user', status: 201 },
    shares: { method: 'GET', path: '/referral/shares', access: 'user' },
    stats: { method: 'GET', path: '/referral/stats', access: 'user' },
    // Public: a visit to an invite link counts before the visitor has an account.
    click: { method: 'POST', path: '/referral/clicks', access: 'public' },
    flagged: { method: 'GET', path: '/referral/admin/flagged', access: 'admin' },
    review: { method: 'POST', path: '/referral/admin/:refereeId/review', access: 'admin' },
  },
);
