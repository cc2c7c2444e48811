import type { TListInvoicesQuery } from '@engagex/contracts';

/*
 * The organiser's GST queries (decision 079). The main service answers them for both realms, so they live apart
 * from the realm's keys: switching realms keeps them. Changes when the organiser reads another GST list.
 */
export const taxKey = ['organiser', 'gst'] as const;

export const taxKeys = {
  profile: () => [...taxKey, 'profile'] as const,
  invoices: (filter: TListInvoicesQuery) => [...taxKey, 'invoices', filter] as const,
};
