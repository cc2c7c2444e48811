import type { TInvoiceDocument } from '@engagex/contracts';
import { applicationInvoicesApi, eventInvoicesApi } from '@engagex/contracts/api/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { type InvoiceSubject, subjectKey } from '../subject';

/** The credit notes of a booking's, an entry's or an application's refunds, oldest first; empty when none. */
export function listCreditNotes(subject: InvoiceSubject, signal?: AbortSignal): Promise<TInvoiceDocument[]> {
  const params = { id: subject.id };
  if (subject.of === 'booking')
    return call(eventInvoicesApi.bookingCreditNotes, { realm: subject.realm, params, signal });
  if (subject.of === 'entry')
    return call(eventInvoicesApi.contestantCreditNotes, { realm: subject.realm, params, signal });
  return call(applicationInvoicesApi.applicationCreditNotes, { params, signal });
}

/** The app's usual 30 seconds: a ticket cancelled in another tab shows its credit note when the page comes back. */
export const creditNotesQueryOptions = (subject: InvoiceSubject) =>
  queryOptions({
    queryKey: [...subjectKey(subject), 'credit-notes'],
    queryFn: ({ signal }) => listCreditNotes(subject, signal),
  });

export const useCreditNotes = (subject: InvoiceSubject) => useQuery(creditNotesQueryOptions(subject));
