import type { TRealm } from '@engagex/contracts';

/*
 * What a GST document is issued for (decision 079): a booking or a competition entry, answered by its realm's events
 * service, or a job application, answered by the main service. The pages of the events and jobs features name one;
 * the invoice page and its queries take it. Changes when another paid thing gets an invoice.
 */
export type InvoiceSubject =
  | { of: 'booking'; realm: TRealm; id: string }
  | { of: 'entry'; realm: TRealm; id: string }
  | { of: 'application'; id: string };

/** The query key of a subject's documents: its realm where it has one, then what and which. */
export const subjectKey = (subject: InvoiceSubject) =>
  ['invoices', subject.of === 'application' ? 'main' : subject.realm, subject.of, subject.id] as const;
