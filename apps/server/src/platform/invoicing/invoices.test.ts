// Over 300 lines: every path that confirms a payment or refunds one, each checked for its one document.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { eventsApi } from '@engagex/contracts/api/events';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_TAX_PROFILE } from '../../config.js';
import { DEMO_ORGANISER, DEMO_ORGANISER_TAX_PROFILE } from '../../demo/organiser.js';
import { enterCompetition, entryPaidByCard, sandboxWebhook } from '../../services/events/notices.fixtures.js';
import { addCreditsAsAdmin, inject } from '../../test/api.js';
import { createEventWithSlot, EVENTS_PAYMENT_SECRET } from '../../test/events.js';
import { type Session, signIn } from '../../test/harness.js';
import { createOpening } from '../../test/jobs.js';
import { payAtSandbox } from '../../test/sandbox-checkout.js';
import { useSuite } from '../../test/suite.js';
import { usePlatformProfile } from './supplier.js';
import { getTaxProfile, putTaxProfile } from './tax-profiles.js';

const prefix = SERVICE_PREFIXES.events;
const realm = 'events';

describe('GST documents for every payment and refund (decision 079)', () => {
  const suite = useSuite('pglite', {
    env: { PAYMENT_SIGNING_SECRET: EVENTS_PAYMENT_SECRET },
    ledger: true,
    cast: async (app) => {
      const admin = await signIn(app, 'admin@engagex.dev');
      const buyer = await signIn(app, 'gst-buyer@example.com', 'Priya Buyer');
      await addCreditsAsAdmin(app, admin, buyer.user.id, 5_000, 'gst-buyer');
      return { admin, buyer };
    },
  });
  let admin: Session;
  let buyer: Session;
  beforeAll(() => {
    ({ admin, buyer } = suite);
  });
  afterEach(() => usePlatformProfile(DEMO_PLATFORM_TAX_PROFILE));

  const documentsOf = async (subjectId: string) =>
    (
      await suite.db.db
        .selectFrom('invoices')
        .selectAll()
        .where('subject_id', '=', subjectId)
        .orderBy('issued_at')
        .orderBy('number')
        .execute()
    ).map((row) => ({ ...row, total_paise: Number(row.total_paise) }));
  const MONEY = [
    'unit_price_paise',
    'taxable_paise',
    'cgst_paise',
    'sgst_paise',
    'igst_paise',
    'total_paise',
  ];
  const RATES = ['cgst_rate', 'sgst_rate', 'igst_rate'];
  /** Lines with paise and rates as numbers, whichever way the driver hands bigint and numeric back. */
  const linesOf = async (invoiceId: string) =>
    (
      await suite.db.db
        .selectFrom('invoice_lines')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .orderBy('position')
        .execute()
    ).map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          MONEY.includes(key) || RATES.includes(key) ? Number(value) : value,
        ]),
      ),
    );

  async function show(priceCredits: number, district = 'pune') {
    const made = await createEventWithSlot(suite.app, prefix, admin, { capacity: 20, priceCredits });
    if (district !== 'pune')
      await suite.db.db
        .updateTable('events')
        .set({ district_id: district })
        .where('id', '=', made.eventId)
        .execute();
    return made;
  }

  async function bookAndPay(
    at: { eventId: string; slotId: string },
    seats: number,
    method: 'credits' | 'gateway',
  ) {
    const held = await inject(suite.app, bookingsApi.create, {
      realm,
      session: buyer,
      body: { ...at, seats },
    });
    expect(held.statusCode, held.body).toBe(201);
    const bookingId = held.data().id;
    const started = await inject(suite.app, bookingsApi.initiatePayment, {
      realm,
      session: buyer,
      body: { bookingId, method },
    });
    expect(started.statusCode, started.body).toBe(200);
    if (method === 'gateway') {
      const paymentUrl = started.data().payment.paymentUrl as string;
      const proof = await payAtSandbox(suite.app, paymentUrl);
      const complete = () =>
        inject(suite.app, bookingsApi.completePayment, {
          realm,
          session: buyer,
          body: { bookingId, ...(proof as { purchaseId: string; paymentId: string; signature: string }) },
        });
      expect((await complete()).statusCode).toBe(200);
      // The browser's retry and the gateway's webhook confirm the same payment again: still one invoice.
      expect((await complete()).statusCode).toBe(200);
      await sandboxWebhook(suite.app, paymentUrl, proof.paymentId as string);
    }
    return bookingId as string;
  }

  it('a booking paid in credits in the supplier’s state: a tax invoice, a line per ticket, CGST + SGST', async () => {
    const bookingId = await bookAndPay(await show(60), 2, 'credits');
    const [invoice, ...more] = await documentsOf(bookingId);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      series: 'invoice',
      supplier_key: 'platform',
      place_of_supply: '27',
      source_key: `booking:${bookingId}:payment`,
      recipient: { name: 'Priya Buyer', email: 'gst-buyer@example.com' },
      supplier: { gstin: '27AABCE1234F1Z5', stateCode: '27' },
    });
    expect(invoice?.number).toMatch(/^IN\/\d\d-\d\d\/\d{6}$/);
    expect(invoice?.total_paise).toBe(120_000);
    const lines = await linesOf(invoice?.id as string);
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatchObject({
        sac: '999622',
        tax_category: 'admission',
        quantity: 1,
        taxable_paise: 50847,
        cgst_rate: 9.0,
        cgst_paise: 4577,
        sgst_rate: 9.0,
        sgst_paise: 4576,
        igst_paise: 0,
        total_paise: 60000,
      });
    expect(new Set(lines.map((line) => line.ticket_id)).size).toBe(2);
  });

  it('a booking paid by card for an event in another state: IGST, one invoice despite retries', async () => {
    const bookingId = await bookAndPay(await show(75, 'bengaluru-urban'), 1, 'gateway');
    const documents = await documentsOf(bookingId);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ kind: 'tax-invoice', place_of_supply: '29' });
    expect(await linesOf(documents[0]?.id as string)).toMatchObject([
      { cgst_paise: 0, sgst_paise: 0, igst_rate: 18.0, igst_paise: 11441, total_paise: 75000 },
    ]);
  });

  it('tickets up to ₹500 a person: a bill of supply with no tax; a free booking: nothing', async () => {
    const bookingId = await bookAndPay(await show(50), 2, 'credits');
    const [bill] = await documentsOf(bookingId);
    expect(bill).toMatchObject({ kind: 'bill-of-supply', series: 'invoice' });
    expect((await linesOf(bill?.id as string)).map((line) => [line.taxable_paise, line.cgst_rate])).toEqual([
      [50_000, 0],
      [50_000, 0],
    ]);
    const free = await show(0);
    const held = await inject(suite.app, bookingsApi.create, {
      realm,
      session: buyer,
      body: { ...free, seats: 1 },
    });
    expect(await documentsOf(held.data().id)).toEqual([]);
  });

  it('an organiser with a tax profile invoices their own events in their own series', async () => {
    // The admin runs the test events; with a Karnataka registration, a Pune show is supplied inter-state.
    await putTaxProfile(suite.db.db, admin.user.id, {
      legalName: 'Arjun Events Private Limited',
      gstin: '29aabce1234f1z1',
      address: 'MG Road, Bengaluru 560001',
      stateCode: '29',
    });
    const at = await show(60);
    await suite.db.db.deleteFrom('tax_profiles').where('user_id', '=', admin.user.id).execute();
    const before = await bookAndPay(at, 1, 'credits');
    expect((await documentsOf(before))[0]).toMatchObject({ supplier_key: 'platform' });
    await putTaxProfile(suite.db.db, admin.user.id, {
      legalName: 'Arjun Events Private Limited',
      gstin: '29aabce1234f1z1',
      address: 'MG Road, Bengaluru 560001',
      stateCode: '29',
    });
    const bookingId = await bookAndPay(at, 1, 'credits').finally(() =>
      suite.db.db.deleteFrom('tax_profiles').where('user_id', '=', admin.user.id).execute(),
    );
    const [invoice] = await documentsOf(bookingId);
    expect(invoice).toMatchObject({
      supplier_key: admin.user.id,
      number: expect.stringMatching(/^IN\/\d\d-\d\d\/000001$/),
      supplier: { legalName: 'Arjun Events Private Limited', gstin: '29AABCE1234F1Z1', stateCode: '29' },
      place_of_supply: '27',
    });
    expect((await linesOf(invoice?.id as string))[0]).toMatchObject({ igst_paise: 9153, cgst_paise: 0 });
  });

  it('refuses a tax profile whose GSTIN does not check, saying why, and writes nothing', async () => {
    const refused = putTaxProfile(suite.db.db, buyer.user.id, {
      legalName: 'X',
      gstin: '27AABCE1234F1Z6',
      address: 'Pune',
      stateCode: '27',
    });
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The GSTIN’s last character does not match the rest: check it for a typing mistake.',
      details: [{ path: 'body.gstin' }],
    });
    const wrongState = putTaxProfile(suite.db.db, buyer.user.id, {
      legalName: 'X',
      gstin: '27AABCE1234F1Z5',
      address: 'Pune',
      stateCode: '29',
    });
    await expect(wrongState).rejects.toMatchObject({ details: [{ path: 'body.gstin' }] });
    expect(
      await suite.db.db
        .selectFrom('tax_profiles')
        .select('user_id')
        .where('user_id', '=', buyer.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('some tickets cancelled, then the rest: a credit note each, lines copied, totals add up to the invoice', async () => {
    const bookingId = await bookAndPay(await show(60), 3, 'gateway');
    const [invoice] = await documentsOf(bookingId);
    const lines = await linesOf(invoice?.id as string);
    const first = lines[0]?.ticket_id as string;
    const some = await inject(suite.app, bookingsApi.cancel, {
      realm,
      session: buyer,
      params: { id: bookingId },
      body: { reason: 'One cannot come', ticketIds: [first] },
    });
    expect(some.statusCode, some.body).toBe(200);
    const whole = await inject(suite.app, bookingsApi.cancel, {
      realm,
      session: buyer,
      params: { id: bookingId },
      body: { reason: 'Nobody can come', refundTo: 'credits' },
    });
    expect(whole.statusCode, whole.body).toBe(200);
    const [, partNote, restNote, ...more] = await documentsOf(bookingId);
    expect(more).toEqual([]);
    expect(partNote).toMatchObject({ kind: 'credit-note', series: 'credit-note', invoice_id: invoice?.id });
    expect(partNote?.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(restNote).toMatchObject({ kind: 'credit-note', source_key: `booking:${bookingId}:refund` });
    const partLines = await linesOf(partNote?.id as string);
    expect(partLines.map((line) => line.ticket_id)).toEqual([first]);
    expect(partLines[0]).toMatchObject({
      taxable_paise: lines[0]?.taxable_paise,
      cgst_paise: lines[0]?.cgst_paise,
      sgst_paise: lines[0]?.sgst_paise,
    });
    const restLines = await linesOf(restNote?.id as string);
    expect(restLines.map((line) => line.ticket_id).sort()).toEqual(
      lines
        .slice(1)
        .map((line) => line.ticket_id)
        .sort(),
    );
    expect(Number(partNote?.total_paise) + Number(restNote?.total_paise)).toBe(Number(invoice?.total_paise));
  });

  it('an event cancelled: a credit note for each paid booking', async () => {
    const at = await show(60);
    const bookingId = await bookAndPay(at, 2, 'credits');
    const cancelled = await inject(suite.app, eventsApi.cancel, {
      realm,
      session: admin,
      params: { id: at.eventId },
      body: { reason: 'Venue flooded' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [invoice, note, ...more] = await documentsOf(bookingId);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ kind: 'credit-note', invoice_id: invoice?.id, total_paise: 120000 });
  });

  it('a booking paid before invoicing existed issues no credit note when refunded', async () => {
    const bookingId = await bookAndPay(await show(60), 1, 'credits');
    // As if paid before invoicing: its invoice moved to another subject (deleting it would leave a gap).
    const elsewhere = (await show(60)).eventId;
    await suite.db.db
      .updateTable('invoices')
      .set({ subject_id: elsewhere })
      .where('subject_id', '=', bookingId)
      .execute();
    const cancelled = await inject(suite.app, bookingsApi.cancel, {
      realm,
      session: buyer,
      params: { id: bookingId },
      body: { reason: 'Changed plans' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await documentsOf(bookingId)).toEqual([]);
  });

  it('a competition entry fee: an 18% invoice; its cancellation a credit note of the refunded share', async () => {
    const { eventId } = await createEventWithSlot(suite.app, prefix, admin, {
      capacity: 10,
      priceCredits: 0,
      startsInHours: 24 * 30,
      competition: { fee: 40, perExtra: 20, maxGroup: 4 },
    });
    const { contestantId } = await entryPaidByCard(suite.app, realm, buyer, eventId);
    const [invoice] = await documentsOf(contestantId);
    expect(invoice).toMatchObject({ kind: 'tax-invoice', subject_type: 'contestant', total_paise: 40000 });
    expect(await linesOf(invoice?.id as string)).toMatchObject([
      { tax_category: 'competition-entry', sac: '999629', cgst_rate: 9.0, taxable_paise: 33898 },
    ]);
    const cancelled = await inject(suite.app, contestantsApi.cancel, {
      realm,
      session: buyer,
      params: { id: contestantId },
      body: { reason: 'Injury' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunded = cancelled.json().data.refundedCredits as number;
    const [, note, ...more] = await documentsOf(contestantId);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ kind: 'credit-note', total_paise: refunded * 1000 });
    const [line] = await linesOf(note?.id as string);
    expect(
      Number(line?.taxable_paise) +
        Number(line?.cgst_paise) +
        Number(line?.sgst_paise) +
        Number(line?.igst_paise),
    ).toBe(refunded * 1000);
  });

  it('an entry not selected with its fee refunded: a credit note of the whole fee', async () => {
    const { eventId } = await createEventWithSlot(suite.app, prefix, admin, {
      capacity: 10,
      priceCredits: 0,
      startsInHours: 24 * 30,
      competition: { fee: 60, perExtra: 20, maxGroup: 4, ifNotSelected: 'refund' },
    });
    const entry = (await enterCompetition(suite.app, realm, buyer, eventId)).data();
    const paid = await inject(suite.app, contestantsApi.initiatePayment, {
      realm,
      session: buyer,
      body: { contestantId: entry.id, method: 'credits' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const rejected = await inject(suite.app, contestantsApi.changeStatus, {
      realm,
      session: admin,
      params: { id: entry.id },
      body: { status: 'rejected', notes: 'Not this year' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [invoice, note, ...more] = await documentsOf(entry.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'tax-invoice', total_paise: 60000 });
    expect(note).toMatchObject({ kind: 'credit-note', invoice_id: invoice?.id, total_paise: 60000 });
  });

  it('a job application fee: the platform’s invoice at 18%, in its own state', async () => {
    const opening = await createOpening(suite.app, admin, { category: 'engineering' });
    const applied = await inject(suite.app, jobsApi.apply, {
      session: buyer,
      body: {
        openingId: opening.id,
        coverNote: 'I would like to build the portal with you; I have built several such systems before.',
        experienceYears: 3,
        answers: ['Because'],
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const paid = await inject(suite.app, jobsApi.initiatePayment, {
      session: buyer,
      body: { applicationId: applied.data().id, method: 'credits' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [invoice, ...more] = await documentsOf(applied.data().id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      subject_type: 'job-application',
      supplier_key: 'platform',
      place_of_supply: '27',
      total_paise: 20000,
    });
    expect(await linesOf(invoice?.id as string)).toMatchObject([
      { tax_category: 'job-application-fee', sac: '998519', cgst_rate: 9.0, sgst_rate: 9.0 },
    ]);
  });

  it('with no organiser profile and no platform settings: a receipt without tax, in its own series', async () => {
    usePlatformProfile(null);
    const bookingId = await bookAndPay(await show(60), 1, 'credits');
    const [receipt] = await documentsOf(bookingId);
    expect(receipt).toMatchObject({ kind: 'receipt', series: 'receipt', supplier: { gstin: null } });
    expect(receipt?.number).toMatch(/^RC\//);
    expect(await linesOf(receipt?.id as string)).toMatchObject([
      { taxable_paise: 60000, cgst_paise: 0, sgst_paise: 0, igst_paise: 0, total_paise: 60000 },
    ]);
  });

  it('the demo organiser has a Maharashtra tax profile (its Pune show CGST + SGST, its Kolkata slam IGST)', async () => {
    const organiser = await suite.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ORGANISER.email)
      .executeTakeFirstOrThrow();
    expect(await getTaxProfile(suite.db.db, organiser.id)).toMatchObject({
      gstin: DEMO_ORGANISER_TAX_PROFILE.gstin,
      stateCode: '27',
      stateName: 'Maharashtra',
    });
  });

  it('numbers each series from 1 with no gap and no repeat', async () => {
    const rows = await suite.db.db
      .selectFrom('invoices')
      .select(['supplier_key', 'series', 'financial_year', 'number'])
      .execute();
    const bySeries = new Map<string, number[]>();
    for (const row of rows) {
      const key = `${row.supplier_key}|${row.series}|${row.financial_year}`;
      bySeries.set(key, [...(bySeries.get(key) ?? []), Number(row.number.split('/')[2])]);
    }
    for (const [key, numbers] of bySeries) {
      const sorted = [...numbers].sort((a, b) => a - b);
      expect(sorted, key).toEqual(sorted.map((_, index) => index + 1));
    }
    console.log('[invoices] series on PGlite:', JSON.stringify(Object.fromEntries(bySeries)));
  });
});
