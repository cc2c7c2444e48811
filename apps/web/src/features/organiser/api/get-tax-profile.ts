import { organiserInvoicesApi } from '@engagex/contracts/api/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { taxKeys } from './invoice-keys';

/** The organiser's GST registration; null until they record one (their events are invoiced by the platform). */
export const getTaxProfile = (signal?: AbortSignal) => call(organiserInvoicesApi.taxProfile, { signal });

export const taxProfileQueryOptions = () =>
  queryOptions({ queryKey: taxKeys.profile(), queryFn: ({ signal }) => getTaxProfile(signal) });

export const useTaxProfile = () => useQuery(taxProfileQueryOptions());
