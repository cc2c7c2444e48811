import { FileDown, FileX } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { BackLink } from '@/ui/BackLink';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { EmptyState, LoadError } from '@/ui/states';
import { saidNow, toast } from '@/ui/toast';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import { useCreditNotes } from '../api/list-credit-notes';
import { t } from '../messages';
import type { InvoiceSubject } from '../subject';
import { InvoiceDocument } from './InvoiceDocument';

/*
 * The invoice of a booking, an entry or a job application (docs/product.md, decision 079), on a page of its own:
 * the document as the API answers it, its credit notes below, and its PDF. The events and jobs features route to it
 * and name the way back. A 404 means the thing has no document (nothing was paid): the person asked for it, so the
 * page says so. Changes when the invoice page shows something new.
 */
export function InvoicePage({
  subject,
  back,
}: {
  subject: InvoiceSubject;
  back: { to: string; label: string };
}) {
  const invoice = useInvoice(subject);
  // 404: it has no document. 400: an address whose id cannot be one, which has none either.
  const none =
    invoice.isError &&
    isApiError(invoice.error) &&
    (invoice.error.status === 404 || invoice.error.status === 400);

  let body: React.ReactNode;
  if (invoice.data) {
    body = (
      <>
        <InvoiceDocument document={invoice.data} />
        <CreditNotes subject={subject} />
      </>
    );
  } else if (none) {
    body = (
      <EmptyState
        framed
        icon={<FileX className="size-6" />}
        title={t('invoices.none.title', { subject: subject.of })}
        text={t('invoices.none.text')}
      />
    );
  } else if (invoice.isError) {
    body = (
      <LoadError title={t('invoices.failed')} error={invoice.error} onRetry={() => void invoice.refetch()} />
    );
  } else {
    body = (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {t('invoices.loading')}
        </span>
        <Skeleton className="h-[28rem] rounded-2xl" />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{t('invoices.pageTitle')}</title>
      <BackLink to={back.to}>{back.label}</BackLink>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('invoices.title')}</h1>
          <p className="mt-1 text-sm text-ink-muted sm:text-base">{t('invoices.description')}</p>
        </div>
        {invoice.data && <DownloadPdf subject={subject} />}
      </header>
      {body}
    </div>
  );
}

function DownloadPdf({ subject }: { subject: InvoiceSubject }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const name = await downloadInvoicePdf(subject);
      toast({ title: () => t('invoices.pdfSaved'), description: () => name, variant: 'success' });
    } catch (error) {
      toast({
        title: () => t('invoices.pdfFailed'),
        description: isApiError(error) ? saidNow(error.message) : () => t('invoices.tryAgain'),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      className="self-start sm:self-auto"
      loading={busy}
      icon={<FileDown aria-hidden className="size-4" />}
      onClick={() => void save()}
    >
      {t('invoices.downloadPdf')}
    </Button>
  );
}

/** The refunds against the invoice, each its own document; none is the usual case and shows nothing. */
function CreditNotes({ subject }: { subject: InvoiceSubject }) {
  const notes = useCreditNotes(subject);
  if (notes.isError) {
    return (
      <LoadError
        title={t('invoices.creditNotesFailed')}
        error={notes.error}
        onRetry={() => void notes.refetch()}
      />
    );
  }
  if (!notes.data || notes.data.length === 0) return null;
  return (
    <section aria-labelledby="credit-notes" className="flex flex-col gap-4">
      <div>
        <h2 id="credit-notes" className="text-lg font-semibold">
          {t('invoices.creditNotes')}
        </h2>
        <p className="text-sm text-ink-muted">{t('invoices.creditNotesText')}</p>
      </div>
      {notes.data.map((note) => (
        <InvoiceDocument key={note.number} document={note} headingLevel={3} />
      ))}
    </section>
  );
}
