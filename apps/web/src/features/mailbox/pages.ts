/**
 * The mailbox pages, each its own chunk. The route table (in the first download) reaches them through this small
 * module, so that download carries one lazy import instead of one per page.
 */
export const mailboxPages = {
  list: async () => (await import('./components/MailboxPage')).MailboxPage,
  email: async () => (await import('./components/KeptEmailPage')).KeptEmailPage,
};
