/**
 * Reading GST documents (decision 079): a document row and its lines in the API's shape, and who may read a
 * subject's documents — the person who paid, the organiser of the event (while they hold the role), an admin;
 * anyone else's id is a 404, as the booking itself is (decision 046). Nothing here writes. Changes when a document
 * shows a new field or a new kind of subject gets documents.
 */
import {
  amountInWords,
  gstStateName,
  type TApplicationCreditNote,
  type TApplicationInvoice,
  type TBookingCreditNote,
  type TBookingInvoice,
  type TContestantCreditNote,
  type TContestantInvoice,
  type TInvoiceDocument,
  type TInvoiceKind,
  type TInvoiceLine,
  type TRealm,
  type TUiLanguage,
} from '@engagex/contracts';
import type { Selectable } from 'kysely';
import type { InvoiceLinesTable, InvoiceSubject, InvoicesTable } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { notFound } from '../errors.js';
import { renderInvoicePdf } from './pdf.js';

/** Who asks: the events services' viewer (services/events/organisers.ts), which the jobs service also builds. */
export type DocumentReader = { userId: string; admin: boolean; organiser: boolean };

/** A subject of the realm asked (bookings and entries; a job application has none). */
export type SubjectRef<S extends InvoiceSubject = InvoiceSubject> = {
  type: S;
  id: string;
  realm: TRealm | null;
};

type InvoiceShapes = {
  booking: { invoice: TBookingInvoice; creditNote: TBookingCreditNote };
  contestant: { invoice: TContestantInvoice; creditNote: TContestantCreditNote };
  'job-application': { invoice: TApplicationInvoice; creditNote: TApplicationCreditNote };
};

/** The field that names a document's subject, as the shapes name it. */
const SUBJECT_FIELD = {
  booking: 'bookingId',
  contestant: 'contestantId',
  'job-application': 'applicationId',
} as const satisfies Record<InvoiceSubject, string>;

/** What a person is told when the subject itself is not theirs to read: the same as reading it directly. */
const SUBJECT_NOT_FOUND = {
  booking: () => notFound('Booking'),
  contestant: () => notFound('Registration'),
  'job-application': () => notFound('Application'),
} satisfies Record<InvoiceSubject, () => Error>;

/** Paise (bigint, as the driver answers it) → rupees with two decimals on the wire. */
export const inr = (paise: string | number | bigint) => Number(paise) / 100;

/** A numeric rate as the driver answers it ('9.00') → 9. */
const rate = (value: string | number) => Number(value);

type DocumentRow = Selectable<InvoicesTable> & {
  parent_number: string | null;
  parent_issued_at: Date | null;
};

/** One line in the API's shape. */
export function toLine(line: Selectable<InvoiceLinesTable>): TInvoiceLine {
  return {
    description: line.description,
    sac: line.sac,
    quantity: line.quantity,
    unitPriceInr: inr(line.unit_price_paise),
    taxableValueInr: inr(line.taxable_paise),
    cgstRate: rate(line.cgst_rate),
    cgstInr: inr(line.cgst_paise),
    sgstRate: rate(line.sgst_rate),
    sgstInr: inr(line.sgst_paise),
    igstRate: rate(line.igst_rate),
    igstInr: inr(line.igst_paise),
    totalInr: inr(line.total_paise),
  };
}

/** The place of supply as the document names it: "27" and "Maharashtra". */
export const placeOfSupply = (stateCode: string) => ({
  stateCode,
  stateName: gstStateName(stateCode) ?? stateCode,
});

/** A document row and its lines (in their order) → the API's shape, before its subject's field is named. */
export function toDocument(row: DocumentRow, lines: Selectable<InvoiceLinesTable>[]): TInvoiceDocument {
  const totalPaise = Number(row.total_paise);
  return {
    number: row.number,
    kind: row.kind as TInvoiceKind | 'credit-note',
    issuedAt: row.issued_at.toISOString(),
    supplier: row.supplier,
    recipient: row.recipient,
    placeOfSupply: placeOfSupply(row.place_of_supply),
    lines: lines.map(toLine),
    totalInr: inr(totalPaise),
    amountInWords: amountInWords(totalPaise),
    ...(row.kind === 'credit-note' && {
      invoiceNumber: row.parent_number ?? '',
      invoiceIssuedAt: row.parent_issued_at?.toISOString() ?? '',
    }),
  };
}

/**
 * Whether the reader may read the subject's documents: they paid for it, they run its event (an organiser, decision
 * 046), or they are an admin. A subject of another realm, or anyone else's, is the subject's own 404.
 */
async function refuseUnlessReadable(executor: Executor, subject: SubjectRef, reader: DocumentReader) {
  let owner: { user_id: string; organiser_id: string | null } | undefined;
  if (subject.type === 'job-application') {
    owner = await executor
      .selectFrom('job_applications')
      .select(['user_id', (eb) => eb.val<string | null>(null).as('organiser_id')])
      .where('id', '=', subject.id)
      .executeTakeFirst();
  } else if (subject.type === 'booking') {
    owner = await executor
      .selectFrom('bookings as s')
      .innerJoin('events as e', 'e.id', 's.event_id')
      .select(['s.user_id', 'e.organiser_id'])
      .where('s.id', '=', subject.id)
      .where('s.realm', '=', subject.realm ?? 'events')
      .executeTakeFirst();
  } else {
    owner = await executor
      .selectFrom('contestants as s')
      .innerJoin('events as e', 'e.id', 's.event_id')
      .select(['s.user_id', 'e.organiser_id'])
      .where('s.id', '=', subject.id)
      .where('s.realm', '=', subject.realm ?? 'events')
      .executeTakeFirst();
  }
  const readable =
    owner &&
    (reader.admin ||
      owner.user_id === reader.userId ||
      (reader.organiser && owner.organiser_id !== null && owner.organiser_id === reader.userId));
  if (!readable) throw SUBJECT_NOT_FOUND[subject.type]();
}

/** Documents of one subject with their lines, oldest first; credit notes with their invoice's number and date. */
async function documentsOf(executor: Executor, subject: SubjectRef, credit: boolean) {
  const found = await documentsOfSubjects(executor, subject.type, [subject.id], credit);
  return found.map((each) => each.document);
}

/**
 * The documents of these subjects (one kind of subject) with their lines, oldest first: two queries whatever their
 * number, for a page of a subject's documents or an outbox turn's confirmations.
 */
export async function documentsOfSubjects(
  executor: Executor,
  type: InvoiceSubject,
  ids: readonly string[],
  credit: boolean,
): Promise<{ subjectId: string; document: TInvoiceDocument }[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .selectFrom('invoices as i')
    .leftJoin('invoices as parent', 'parent.id', 'i.invoice_id')
    .selectAll('i')
    .select(['parent.number as parent_number', 'parent.issued_at as parent_issued_at'])
    .where('i.subject_type', '=', type)
    .where('i.subject_id', 'in', [...new Set(ids)])
    .where('i.kind', credit ? '=' : '<>', 'credit-note')
    .orderBy('i.issued_at')
    .orderBy('i.number')
    .execute();
  if (rows.length === 0) return [];
  const lines = await executor
    .selectFrom('invoice_lines')
    .selectAll()
    .where(
      'invoice_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('invoice_id')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    subjectId: row.subject_id,
    document: toDocument(
      row,
      lines.filter((line) => line.invoice_id === row.id),
    ),
  }));
}

const named = <S extends InvoiceSubject>(subject: SubjectRef<S>, document: TInvoiceDocument) => ({
  ...document,
  [SUBJECT_FIELD[subject.type]]: subject.id,
});

/**
 * The subject's invoice (a tax invoice, a bill of supply or a receipt): the one its payment issued. A subject
 * never paid for (a free or unpaid booking) has none: a 404 of its own.
 */
export async function readInvoice<S extends InvoiceSubject>(
  executor: Executor,
  subject: SubjectRef<S>,
  reader: DocumentReader,
): Promise<InvoiceShapes[S]['invoice']> {
  await refuseUnlessReadable(executor, subject, reader);
  // The first: an entry that adds contestants later pays again, and its first payment's invoice is the entry's.
  const [invoice] = await documentsOf(executor, subject, false);
  if (!invoice) throw notFound('Invoice');
  return named(subject, invoice) as unknown as InvoiceShapes[S]['invoice'];
}

/** The credit notes of the subject's refunds, oldest first; none while nothing was refunded. */
export async function readCreditNotes<S extends InvoiceSubject>(
  executor: Executor,
  subject: SubjectRef<S>,
  reader: DocumentReader,
): Promise<InvoiceShapes[S]['creditNote'][]> {
  await refuseUnlessReadable(executor, subject, reader);
  const notes = await documentsOf(executor, subject, true);
  return notes.map((note) => named(subject, note)) as unknown as InvoiceShapes[S]['creditNote'][];
}

/**
 * The subject's invoice as the PDF the buyer keeps, in the reader's language (decision 077), and its file name:
 * the number with its slashes as hyphens ("IN-26-27-000001.pdf").
 */
export async function readInvoicePdf(
  executor: Executor,
  subject: SubjectRef,
  reader: DocumentReader,
  language: TUiLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  const invoice = await readInvoice(executor, subject, reader);
  const pdf = await renderInvoicePdf(invoice, language);
  return { filename: `${invoice.number.replaceAll('/', '-')}.pdf`, pdf };
}
