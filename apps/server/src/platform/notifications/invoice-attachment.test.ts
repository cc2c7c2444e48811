import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestDatabase } from '../../test/harness.js';
import { bookingInvoices } from '../invoicing/document.js';
import { puneCreditNote, puneInvoice } from '../invoicing/pdf.fixtures.js';
import { pdfText } from '../invoicing/pdf-text.fixtures.js';
import { deliverDue } from './delivery.js';
import {
  addRecipient,
  migrated,
  queueNotice,
  startSmtpServer,
  type TestSmtpServer,
} from './mail.fixtures.js';
import { bookingConfirmed, PUBLIC_URL, recipient, ticket } from './render.fixtures.js';
import { renderEmail } from './render.js';
import { createMailTransport, type MailTransport } from './transport.js';

/*
 * A booking's confirmation carries its invoice as a PDF (decision 079): the outbox reads the invoice as issued and
 * the email attaches it, in the reader's language, beside the ticket's QR code and calendar file.
 */
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describe('the invoice on a booking’s confirmation email', () => {
  it('attaches the PDF, named by its number, and names it among the ticket’s facts', async () => {
    const email = await renderEmail(bookingConfirmed(), recipient, {
      publicUrl: PUBLIC_URL,
      invoice: puneInvoice,
    });
    const pdf = email.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(pdf?.filename).toBe('invoice-IN-26-27-000042.pdf');
    expect(pdf?.cid).toBeNull();
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(flat(pdf?.content ?? Buffer.alloc(0))).toContain('Total ₹1,700.00');
    // Still the QR code and the calendar file first.
    expect(email.attachments.map((attachment) => attachment.filename)).toEqual([
      'ticket-AB12CD.png',
      'ticket-AB12CD.ics',
      'invoice-IN-26-27-000042.pdf',
    ]);
    expect(email.text).toContain('Invoice-cum-Bill of Supply: IN/26-27/000042 (attached as a PDF)');
    expect(email.html).toContain('IN/26-27/000042 (attached as a PDF)');
  });

  it('is in the reader’s language', async () => {
    const email = await renderEmail(
      bookingConfirmed(),
      { ...recipient, language: 'hi-IN' },
      { publicUrl: PUBLIC_URL, invoice: puneInvoice },
    );
    const pdf = email.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(flat(pdf?.content ?? Buffer.alloc(0))).toContain('क्रमांक');
    expect(email.text).toContain('IN/26-27/000042 (पीडीएफ़ के रूप में संलग्न)');
  });

  it('attaches nothing more when the booking has no invoice', async () => {
    const email = await renderEmail(bookingConfirmed(), recipient, { publicUrl: PUBLIC_URL, invoice: null });
    expect(email.attachments.some((attachment) => attachment.contentType === 'application/pdf')).toBe(false);
    expect(email.text).not.toContain('attached as a PDF');
  });
});

describe('the outbox reads the invoice as issued (PGlite, real SMTP)', () => {
  const database = useTestDatabase('pglite');
  let db: Awaited<ReturnType<typeof migrated>>;
  let smtp: TestSmtpServer;
  let transport: MailTransport;

  beforeAll(async () => {
    db = await migrated(await database());
    smtp = await startSmtpServer();
    transport = createMailTransport(
      testConfig('pglite', { SMTP_URL: smtp.url, MAIL_FROM: 'EngageX <tickets@engagex.test>' }).mail,
    );
  });
  afterAll(async () => {
    transport.close();
    await smtp.stop();
  });

  /** The document's rows, as the payment's transaction writes them. */
  async function issue(document: typeof puneInvoice, bookingId: string, invoiceId: string | null = null) {
    const paise = (inr: number) => Math.round(inr * 100);
    const row = await db
      .insertInto('invoices')
      .values({
        number: document.number,
        series: document.kind === 'credit-note' ? 'credit-note' : 'invoice',
        kind: document.kind,
        supplier_key: 'platform',
        financial_year: '26-27',
        subject_type: 'booking',
        subject_id: bookingId,
        invoice_id: invoiceId,
        source_key: `test:${randomUUID()}`,
        supplier: JSON.stringify(document.supplier),
        recipient: JSON.stringify(document.recipient),
        place_of_supply: document.placeOfSupply.stateCode,
        total_paise: paise(document.totalInr),
        issued_at: document.issuedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('invoice_lines')
      .values(
        document.lines.map((line, position) => ({
          invoice_id: row.id,
          position,
          description: line.description,
          sac: line.sac,
          tax_category: 'admission',
          quantity: line.quantity,
          unit_price_paise: paise(line.unitPriceInr),
          taxable_paise: paise(line.taxableValueInr),
          cgst_rate: line.cgstRate,
          cgst_paise: paise(line.cgstInr),
          sgst_rate: line.sgstRate,
          sgst_paise: paise(line.sgstInr),
          igst_rate: line.igstRate,
          igst_paise: paise(line.igstInr),
          total_paise: paise(line.totalInr),
        })),
      )
      .execute();
    return row.id;
  }

  it('builds the document from its rows as the API shows it, the credit note left out', async () => {
    const bookingId = randomUUID();
    const invoiceId = await issue(puneInvoice, bookingId);
    await issue(puneCreditNote, bookingId, invoiceId);
    const found = await bookingInvoices(db, [bookingId, randomUUID()]);
    expect([...found.keys()]).toEqual([bookingId]);
    expect(found.get(bookingId)).toEqual(puneInvoice);
  });

  it('sends the confirmation with the PDF of its booking’s invoice, and none for a booking without one', async () => {
    const ada = await addRecipient(db, 'Ada Lovelace');
    const invoiced = randomUUID();
    await issue({ ...puneInvoice, number: 'IN/26-27/000077' }, invoiced);
    await queueNotice(db, ada.id, {
      kind: 'booking-confirmed',
      title: 'Your ticket for Sawai Gandharva',
      body: 'Booking confirmed.',
      details: { ticket: { ...ticket, bookingId: invoiced } },
    });
    await queueNotice(db, ada.id, {
      kind: 'booking-confirmed',
      title: 'Your free ticket',
      body: 'Booking confirmed.',
      details: { ticket: { ...ticket, bookingId: randomUUID(), code: 'FREE01' } },
    });
    const result = await deliverDue(db, transport, {
      workerId: 'worker-a',
      batch: 10,
      leaseMs: 60_000,
      maxAttempts: 5,
      publicUrl: PUBLIC_URL,
      log: { warn: () => {}, error: () => {} },
      now: () => new Date(Date.now() + 1_000),
    });
    expect(result).toMatchObject({ claimed: 2, delivered: 2 });
    const mail = smtp.received.find((received) => received.subject === 'Your ticket for Sawai Gandharva');
    const pdf = mail?.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(pdf?.filename).toBe('invoice-IN-26-27-000077.pdf');
    const text = flat(pdf?.content ?? Buffer.alloc(0));
    expect(text).toContain('IN/26-27/000077');
    expect(text).toContain('GSTIN: 27AABCE1234F1Z5');
    const free = smtp.received.find((received) => received.subject === 'Your free ticket');
    expect(free?.attachments.map((attachment) => attachment.contentType)).toEqual([
      'image/png',
      'text/calendar',
    ]);
  });
});
