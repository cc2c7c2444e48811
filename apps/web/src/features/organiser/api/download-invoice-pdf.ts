import type { TInvoiceSummary } from '@engagex/contracts';
import { applicationInvoicesApi, eventInvoicesApi } from '@engagex/contracts/api/invoices';
import { download } from '@/lib/download';

/**
 * Saves the PDF of one invoice of the organiser's list (decision 079): the event's organiser may read the
 * documents of their events' bookings and entries as the buyer does. Resolves with the file's name.
 */
export function downloadInvoicePdf({ subject }: Pick<TInvoiceSummary, 'subject'>): Promise<string> {
  const params = { id: subject.id };
  const realm = subject.realm ?? 'events';
  if (subject.type === 'booking') return download(eventInvoicesApi.bookingInvoicePdf, { realm, params });
  if (subject.type === 'contestant')
    return download(eventInvoicesApi.contestantInvoicePdf, { realm, params });
  return download(applicationInvoicesApi.applicationInvoicePdf, { params });
}
