/**
 * The employee pages, each its own chunk. The route table (in the first download) reaches them through this small
 * module, so that download carries one lazy import and its preload list instead of one per page.
 */
export const employeePages = {
  encashment: async () => (await import('./components/EncashmentPage')).EncashmentPage,
  referrals: async () => (await import('./components/ReferralsPage')).ReferralsPage,
  guidance: async () => (await import('./components/GuidancePage')).GuidancePage,
  encashmentQueue: async () => (await import('./admin/EncashmentQueuePage')).EncashmentQueuePage,
};
