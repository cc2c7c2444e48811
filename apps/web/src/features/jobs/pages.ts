/**
 * The jobs pages, each its own chunk. The route table (in the first download) reaches them through this small
 * module, so that download carries one lazy import and its preload list instead of one per page.
 */
export const jobsPages = {
  openings: async () => (await import('./components/OpeningsPage')).OpeningsPage,
  opening: async () => (await import('./components/OpeningPage')).OpeningPage,
  myApplications: async () => (await import('./components/MyApplicationsPage')).MyApplicationsPage,
  application: async () => (await import('./components/ApplicationPage')).ApplicationPage,
  invoice: async () => (await import('./components/ApplicationInvoicePage')).ApplicationInvoicePage,
  paymentReturn: async () => (await import('./components/PaymentReturnPage')).PaymentReturnPage,
  reviewQueue: async () => (await import('./admin/ReviewQueuePage')).ReviewQueuePage,
  newOpening: async () => (await import('./admin/NewOpeningPage')).NewOpeningPage,
};
