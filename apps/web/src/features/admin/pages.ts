/**
 * The admin console's pages, each its own chunk. The route table (in the first download) reaches them through this
 * small module, so that download carries one lazy import instead of one per page.
 */
export const adminPages = {
  people: async () => (await import('./components/PeoplePage')).PeoplePage,
  person: async () => (await import('./components/PersonPage')).PersonPage,
  audit: async () => (await import('./components/AuditPage')).AuditPage,
  failures: async () => (await import('./components/FailuresPage')).FailuresPage,
};
