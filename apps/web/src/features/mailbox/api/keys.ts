/** Every mailbox query lives under `mailbox`. */
export const MAILBOX_KEY = ['mailbox'] as const;

export const mailboxKeys = {
  list: (page: number) => [...MAILBOX_KEY, 'list', page] as const,
  email: (id: string) => [...MAILBOX_KEY, 'email', id] as const,
};
