import type { TInvoiceDocument } from '@engagex/contracts';
import { applicationInvoicesApi, eventInvoicesApi } from '@engagex/contracts/api/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { type InvoiceSubject, subjectKey } from '../subject';

/** The invoice, bill of supply or receipt of a booking, an entry or a job application; a 404 while it has none. */
export function getInvoice(subject: InvoiceSubject, signal?: AbortSignal): Promise<TInvoiceDocument> {
  const params = { id: subject.id };
  if (subject.of === 'booking')
    return call(eventInvoicesApi.bookingInvoice, { realm: subject.realm, params, signal });
  if (subject.of === 'entry')
    return call(eventInvoicesApi.contestantInvoice, { realm: subject.realm, params, signal });
  return call(applicationInvoicesApi.applicationInvoice, { params, signal });
}

/**
 * A document never changes once issued (decision 079), so it is read once a visit: a refund adds a credit note,
 * which has its own query.
 */
export const invoiceQueryOptions = (subject: InvoiceSubject) =>
  queryOptions({
    queryKey: [...subjectKey(subject), 'invoice'],
    queryFn: ({ signal }) => getInvoice(subject, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useInvoice = (subject: InvoiceSubject) => useQuery(invoiceQueryOptions(subject));
