/**
 * The organiser's list of GST documents (decision 079): what they supplied (their own series) and every document
 * of the events they run, whoever supplied it (the platform's, while they had no tax profile); an admin's list
 * holds every document, of one supplier if asked. Newest first. Nothing here writes. Changes when the list gains a
 * filter or a column.
 */
import type { TInvoiceSummary, TPaginated, ZListInvoicesQuery } from '@engagex/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { paginated, readPage } from '../db/paging.js';
import type { Executor } from '../db/transaction.js';
import type { DocumentReader } from './reads.js';
import { inr, placeOfSupply } from './reads.js';

/** India has one time zone and no daylight saving: a day there starts at 00:00 +05:30. */
export const indiaDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;

export async function listInvoices(
  executor: Executor,
  reader: DocumentReader,
  input: z.output<typeof ZListInvoicesQuery>,
): Promise<TPaginated<TInvoiceSummary>> {
  let query = executor
    .selectFrom('invoices as i')
    .leftJoin('invoices as parent', 'parent.id', 'i.invoice_id')
    .leftJoin('bookings as b', (join) =>
      join.on('i.subject_type', '=', 'booking').onRef('b.id', '=', 'i.subject_id'),
    )
    .leftJoin('contestants as c', (join) =>
      join.on('i.subject_type', '=', 'contestant').onRef('c.id', '=', 'i.subject_id'),
    )
    .leftJoin('events as e', (join) =>
      join.on((eb) => eb.or([eb('e.id', '=', eb.ref('b.event_id')), eb('e.id', '=', eb.ref('c.event_id'))])),
    )
    .select([
      'i.id',
      'i.number',
      'i.kind',
      'i.issued_at',
      'i.subject_type',
      'i.subject_id',
      'i.supplier',
      'i.recipient',
      'i.place_of_supply',
      'i.total_paise',
      'parent.number as parent_number',
      sql<string | null>`coalesce(b.realm, c.realm)`.as('realm'),
      sql<string>`(select coalesce(sum(l.taxable_paise), 0) from invoice_lines l where l.invoice_id = i.id)`.as(
        'taxable_paise',
      ),
      sql<string>`(select coalesce(sum(l.cgst_paise), 0) from invoice_lines l where l.invoice_id = i.id)`.as(
        'cgst_paise',
      ),
      sql<string>`(select coalesce(sum(l.sgst_paise), 0) from invoice_lines l where l.invoice_id = i.id)`.as(
        'sgst_paise',
      ),
      sql<string>`(select coalesce(sum(l.igst_paise), 0) from invoice_lines l where l.invoice_id = i.id)`.as(
        'igst_paise',
      ),
    ]);
  if (!reader.admin) {
    // Their own series, and the documents of the events they run (decision 046): never another supplier's rest.
    query = query.where((eb) =>
      eb.or([eb('i.supplier_key', '=', reader.userId), eb('e.organiser_id', '=', reader.userId)]),
    );
  }
  if (input.supplier) query = query.where('i.supplier_key', '=', input.supplier);
  if (input.kind) query = query.where('i.kind', '=', input.kind);
  if (input.from) query = query.where('i.issued_at', '>=', indiaDayStart(input.from));
  if (input.to) query = query.where('i.issued_at', '<', new Date(indiaDayStart(input.to).getTime() + DAY_MS));
  const { rows, total } = await readPage(
    query.orderBy('i.issued_at', 'desc').orderBy('i.number', 'desc'),
    input,
  );
  return paginated(
    rows.map(
      (row): TInvoiceSummary => ({
        number: row.number,
        kind: row.kind,
        issuedAt: row.issued_at.toISOString(),
        subject: {
          type: row.subject_type,
          id: row.subject_id,
          realm: row.realm === 'events' || row.realm === 'cultural-events' ? row.realm : null,
        },
        invoiceNumber: row.parent_number,
        supplier: row.supplier,
        recipientName: row.recipient.name,
        placeOfSupply: placeOfSupply(row.place_of_supply),
        taxableValueInr: inr(row.taxable_paise),
        cgstInr: inr(row.cgst_paise),
        sgstInr: inr(row.sgst_paise),
        igstInr: inr(row.igst_paise),
        totalInr: inr(row.total_paise),
      }),
    ),
    total,
    input,
  );
}
