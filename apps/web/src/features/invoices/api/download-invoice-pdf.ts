import { applicationInvoicesApi, eventInvoicesApi } from '@engagex/contracts/api/invoices';
import { download } from '@/lib/download';
import type { InvoiceSubject } from '../subject';

/** Saves the document as the PDF the server makes (decision 079), under the name it gives; resolves with it. */
export function downloadInvoicePdf(subject: InvoiceSubject): Promise<string> {
  const params = { id: subject.id };
  if (subject.of === 'booking')
    return download(eventInvoicesApi.bookingInvoicePdf, { realm: subject.realm, params });
  if (subject.of === 'entry')
    return download(eventInvoicesApi.contestantInvoicePdf, { realm: subject.realm, params });
  return download(applicationInvoicesApi.applicationInvoicePdf, { params });
}
