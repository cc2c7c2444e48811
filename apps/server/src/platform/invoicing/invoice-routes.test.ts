// Over 300 lines: every invoicing endpoint end to end (who reads, who is refused, what each answers), and the
// GSTR-1 tables' columns and sums, sharing one app.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import {
  applicationInvoicesApi,
  eventInvoicesApi,
  organiserInvoicesApi,
} from '@engagex/contracts/api/invoices';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryPaidByCard } from '../../services/events/notices.fixtures.js';
import { addCreditsAsAdmin, inject } from '../../test/api.js';
import { parseCsv, readCsvExport } from '../../test/csv.js';
import { createEventWithSlot, EVENTS_PAYMENT_SECRET } from '../../test/events.js';
import { type Session, signIn } from '../../test/harness.js';
import { createOpening } from '../../test/jobs.js';
import { signInOrganiser } from '../../test/organisers.js';
import { useSuite } from '../../test/suite.js';
import { insertDocument } from './documents.fixtures.js';

const prefix = SERVICE_PREFIXES.events;
const realm = 'events';
const MAHARASHTRA_GSTIN = '27AABCE1234F1Z5';

/**
 * Decision 079's API: the payer, the event's organiser and admins read a document; anyone else's id is a 404 as the
 * booking is (decision 046); organisers keep a tax profile (a bad GSTIN refused with its reason), list their
 * documents and export the month's GSTR-1 tables.
 */
describe('invoicing endpoints (decision 079)', () => {
  const suite = useSuite('pglite', {
    env: { PAYMENT_SIGNING_SECRET: EVENTS_PAYMENT_SECRET },
    ledger: true,
    cast: async (app) => {
      const admin = await signIn(app, 'admin@engagex.dev');
      const alice = await signIn(app, 'inv-alice@example.com', 'Alice Buyer');
      const bob = await signIn(app, 'inv-bob@example.com', 'Bob Stranger');
      const ana = await signInOrganiser(app, 'inv-ana@example.com', 'Ana Organiser');
      const omar = await signInOrganiser(app, 'inv-omar@example.com', 'Omar Organiser');
      await addCreditsAsAdmin(app, admin, alice.user.id, 2_000, 'inv-alice');
      return { admin, alice, bob, ana, omar };
    },
  });
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let ana: Session;
  let omar: Session;
  let bookingId: string;
  beforeAll(async () => {
    ({ admin, alice, bob, ana, omar } = suite);
    const profile = await inject(suite.app, organiserInvoicesApi.putTaxProfile, {
      session: ana,
      body: {
        legalName: 'Ana Events LLP',
        gstin: MAHARASHTRA_GSTIN,
        address: '12 FC Road, Pune, Maharashtra 411004',
        stateCode: '27',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    // Ana's show in Pune at ₹600 a ticket: above ₹500, so 18%, CGST + SGST in her own state.
    const at = await createEventWithSlot(suite.app, prefix, ana, { capacity: 10, priceCredits: 60 });
    const held = await inject(suite.app, bookingsApi.create, {
      realm,
      session: alice,
      body: { ...at, seats: 2 },
    });
    expect(held.statusCode, held.body).toBe(201);
    bookingId = held.data().id;
    const paid = await inject(suite.app, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: { bookingId, method: 'credits' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  describe('the tax profile', () => {
    it('answers null until recorded, then what was recorded, the GSTIN in capitals', async () => {
      const none = await inject(suite.app, organiserInvoicesApi.taxProfile, { session: omar });
      expect(none.statusCode).toBe(200);
      expect(none.data()).toBeNull();
      const put = await inject(suite.app, organiserInvoicesApi.putTaxProfile, {
        session: omar,
        body: {
          legalName: 'Omar Shows',
          gstin: ' 29aabce1234f1z1 ',
          address: '5 MG Road, Bengaluru 560001',
          stateCode: '29',
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      const read = (await inject(suite.app, organiserInvoicesApi.taxProfile, { session: omar })).data();
      expect(read).toMatchObject({ gstin: '29AABCE1234F1Z1', stateCode: '29', stateName: 'Karnataka' });
      expect(read).toEqual(put.data());
    });

    it.each([
      [
        '27AABCE1234F1Z6',
        '27',
        'The GSTIN’s last character does not match the rest: check it for a typing mistake.',
      ],
      ['29AABCE1234F1Z1', '27', 'The GSTIN’s first two digits must be the state you chose.'],
      ['27AABCE1234F1Z', '27', 'A GSTIN has 15 characters.'],
    ])('refuses %s for state %s with the reason, and changes nothing', async (gstin, stateCode, reason) => {
      const refused = await inject(suite.app, organiserInvoicesApi.putTaxProfile, {
        session: ana,
        body: { legalName: 'Ana Events LLP', gstin, address: '12 FC Road, Pune 411004', stateCode },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(refused.json().details).toContainEqual(expect.objectContaining({ message: reason }));
      const kept = (await inject(suite.app, organiserInvoicesApi.taxProfile, { session: ana })).data();
      expect(kept?.gstin).toBe(MAHARASHTRA_GSTIN);
    });

    it('says the reason in Hindi to a Hindi reader', async () => {
      const refused = await inject(suite.app, organiserInvoicesApi.putTaxProfile, {
        session: ana,
        headers: { 'accept-language': 'hi-IN' },
        body: {
          legalName: 'Ana Events LLP',
          gstin: '27AABCE1234F1Z6',
          address: '12 FC Road, Pune',
          stateCode: '27',
        },
      });
      expect(refused.statusCode).toBe(400);
      const said = JSON.stringify(refused.json().details);
      expect(said).toMatch(/[\u0900-\u097F]/);
      expect(said).not.toContain('typing mistake');
    });

    it('is for organisers and admins only', async () => {
      expect((await inject(suite.app, organiserInvoicesApi.taxProfile, { session: alice })).statusCode).toBe(
        403,
      );
      const put = await inject(suite.app, organiserInvoicesApi.putTaxProfile, {
        session: alice,
        body: { legalName: 'Alice', gstin: MAHARASHTRA_GSTIN, address: 'Somewhere in Pune', stateCode: '27' },
      });
      expect(put.statusCode).toBe(403);
      expect((await inject(suite.app, organiserInvoicesApi.taxProfile, { session: admin })).statusCode).toBe(
        200,
      );
    });
  });

  it('an event takes its tax category from its organiser, on create and PATCH (admission by default)', async () => {
    const { eventId } = await createEventWithSlot(suite.app, prefix, ana, { capacity: 5, priceCredits: 60 });
    const read = async () =>
      (await inject(suite.app, eventsApi.get, { realm, session: ana, params: { id: eventId } })).data().event
        .taxCategory;
    expect(await read()).toBe('admission');
    const changed = await inject(suite.app, eventsApi.update, {
      realm,
      session: ana,
      params: { id: eventId },
      body: { taxCategory: 'admission-premium-sport' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await read()).toBe('admission-premium-sport');
    const unknown = await inject(suite.app, eventsApi.update, {
      realm,
      session: ana,
      params: { id: eventId },
      body: { taxCategory: 'luxury' as never },
    });
    expect(unknown.statusCode).toBe(400);
    const stranger = await inject(suite.app, eventsApi.update, {
      realm,
      session: omar,
      params: { id: eventId },
      body: { taxCategory: 'admission' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(await read()).toBe('admission-premium-sport');
  });

  describe("a booking's documents", () => {
    const invoiceOf = (session: Session, id = bookingId, of: 'events' | 'cultural-events' = realm) =>
      inject(suite.app, eventInvoicesApi.bookingInvoice, { realm: of, session, params: { id } });

    it('answers the invoice in the issue’s shape: CGST + SGST in the supplier’s state', async () => {
      const invoice = await invoiceOf(alice);
      expect(invoice.statusCode, invoice.body).toBe(200);
      const data = invoice.data();
      expect(data).toMatchObject({
        kind: 'tax-invoice',
        bookingId,
        supplier: { legalName: 'Ana Events LLP', gstin: MAHARASHTRA_GSTIN, stateCode: '27' },
        recipient: { email: 'inv-alice@example.com' },
        placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
        totalInr: 1200,
        amountInWords: 'Rupees One Thousand Two Hundred Only',
      });
      expect(data.number).toMatch(/^IN\/\d\d-\d\d\/\d{6}$/);
      expect(data.lines).toHaveLength(2);
      for (const line of data.lines) {
        expect(line).toMatchObject({
          quantity: 1,
          unitPriceInr: 600,
          cgstRate: 9,
          sgstRate: 9,
          igstRate: 0,
          igstInr: 0,
        });
        expect(line.taxableValueInr + line.cgstInr + line.sgstInr).toBeCloseTo(600, 2);
      }
      expect(data).not.toHaveProperty('invoiceNumber');
    });

    it('is read by the event’s organiser and admins; anyone else, another organiser and the other realm get 404', async () => {
      expect((await invoiceOf(ana)).statusCode).toBe(200);
      expect((await invoiceOf(admin)).statusCode).toBe(200);
      for (const refused of [
        await invoiceOf(bob),
        await invoiceOf(omar),
        await invoiceOf(alice, bookingId, 'cultural-events'),
      ]) {
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found' });
      }
      const unknown = await invoiceOf(alice, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
    });

    it('answers 404 for a booking of theirs that has no invoice (unpaid)', async () => {
      const at = await createEventWithSlot(suite.app, prefix, ana, { capacity: 5, priceCredits: 60 });
      const held = await inject(suite.app, bookingsApi.create, {
        realm,
        session: alice,
        body: { ...at, seats: 1 },
      });
      const none = await invoiceOf(alice, held.data().id);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('Invoice not found');
    });

    it('answers the PDF to those who may read it', async () => {
      const pdf = await inject(suite.app, eventInvoicesApi.bookingInvoicePdf, {
        realm,
        session: alice,
        params: { id: bookingId },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="IN-\d\d-\d\d-\d{6}\.pdf"/);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const refused = await inject(suite.app, eventInvoicesApi.bookingInvoicePdf, {
        realm,
        session: bob,
        params: { id: bookingId },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('lists no credit note until a refund, then one naming its invoice', async () => {
      const notes = () =>
        inject(suite.app, eventInvoicesApi.bookingCreditNotes, {
          realm,
          session: alice,
          params: { id: bookingId },
        });
      expect((await notes()).data()).toEqual([]);
      const booking = await inject(suite.app, bookingsApi.get, {
        realm,
        session: alice,
        params: { id: bookingId },
      });
      const ticketId = booking.data().tickets?.[0]?.id as string;
      const cancelled = await inject(suite.app, bookingsApi.cancel, {
        realm,
        session: alice,
        params: { id: bookingId },
        body: { reason: 'One cannot come', ticketIds: [ticketId] },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const invoice = (await invoiceOf(alice)).data();
      const [note, ...more] = (await notes()).data();
      expect(more).toEqual([]);
      expect(note).toMatchObject({
        kind: 'credit-note',
        bookingId,
        invoiceNumber: invoice.number,
        invoiceIssuedAt: invoice.issuedAt,
        totalInr: 600,
        amountInWords: 'Rupees Six Hundred Only',
      });
      expect(note?.number).toMatch(/^CN\//);
      expect(note?.lines).toHaveLength(1);
      const stranger = await inject(suite.app, eventInvoicesApi.bookingCreditNotes, {
        realm,
        session: bob,
        params: { id: bookingId },
      });
      expect(stranger.statusCode).toBe(404);
    });
  });

  describe('entries and job applications', () => {
    it('an entry’s invoice is read by the entrant, the organiser and admins; 404 for others', async () => {
      const { eventId } = await createEventWithSlot(suite.app, prefix, ana, {
        capacity: 10,
        priceCredits: 0,
        competition: { fee: 30, perExtra: 0, maxGroup: 1 },
      });
      const { contestantId } = await entryPaidByCard(suite.app, realm, alice, eventId);
      const read = (session: Session) =>
        inject(suite.app, eventInvoicesApi.contestantInvoice, {
          realm,
          session,
          params: { id: contestantId },
        });
      const invoice = await read(alice);
      expect(invoice.statusCode, invoice.body).toBe(200);
      expect(invoice.data()).toMatchObject({ contestantId, totalInr: 300 });
      expect((await read(ana)).statusCode).toBe(200);
      expect((await read(admin)).statusCode).toBe(200);
      expect((await read(bob)).statusCode).toBe(404);
      expect((await read(omar)).statusCode).toBe(404);
      const notes = await inject(suite.app, eventInvoicesApi.contestantCreditNotes, {
        realm,
        session: alice,
        params: { id: contestantId },
      });
      expect(notes.data()).toEqual([]);
      const pdf = await inject(suite.app, eventInvoicesApi.contestantInvoicePdf, {
        realm,
        session: alice,
        params: { id: contestantId },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    });

    it('a job fee’s invoice is the applicant’s and admins’; an organiser gets 404', async () => {
      const opening = await createOpening(suite.app, admin, { category: 'engineering' });
      const applied = await inject(suite.app, jobsApi.apply, {
        session: alice,
        body: {
          openingId: opening.id,
          coverNote: 'I would like to build the portal with you; I have built several such systems before.',
          experienceYears: 3,
          answers: ['Because'],
        },
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const applicationId = applied.data().id;
      const paid = await inject(suite.app, jobsApi.initiatePayment, {
        session: alice,
        body: { applicationId, method: 'credits' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const read = (session: Session) =>
        inject(suite.app, applicationInvoicesApi.applicationInvoice, {
          session,
          params: { id: applicationId },
        });
      const invoice = await read(alice);
      expect(invoice.statusCode, invoice.body).toBe(200);
      expect(invoice.data()).toMatchObject({ applicationId, supplier: { legalName: expect.any(String) } });
      expect((await read(admin)).statusCode).toBe(200);
      expect((await read(ana)).statusCode).toBe(404);
      expect((await read(bob)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Application not found' });
      const notes = await inject(suite.app, applicationInvoicesApi.applicationCreditNotes, {
        session: alice,
        params: { id: applicationId },
      });
      expect(notes.data()).toEqual([]);
      const pdf = await inject(suite.app, applicationInvoicesApi.applicationInvoicePdf, {
        session: alice,
        params: { id: applicationId },
      });
      expect(pdf.statusCode).toBe(200);
    });
  });

  describe("the organiser's documents", () => {
    it('lists their documents newest first, filtered by India’s days; other organisers see none of them', async () => {
      const mine = await inject(suite.app, organiserInvoicesApi.invoices, { session: ana, query: {} });
      expect(mine.statusCode, mine.body).toBe(200);
      const numbers = mine.data().items.filter((item) => item.subject.id === bookingId);
      expect(numbers.map((item) => item.kind)).toEqual(['credit-note', 'tax-invoice']);
      const [note, invoice] = numbers;
      expect(invoice).toMatchObject({
        subject: { type: 'booking', id: bookingId, realm },
        invoiceNumber: null,
        recipientName: 'Alice Buyer',
        placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
        totalInr: 1200,
      });
      expect((invoice?.taxableValueInr ?? 0) + (invoice?.cgstInr ?? 0) + (invoice?.sgstInr ?? 0)).toBeCloseTo(
        1200,
        2,
      );
      expect(note).toMatchObject({ invoiceNumber: invoice?.number, totalInr: 600 });
      const omars = await inject(suite.app, organiserInvoicesApi.invoices, { session: omar, query: {} });
      expect(omars.data().items.filter((item) => item.subject.id === bookingId)).toEqual([]);
      const later = await inject(suite.app, organiserInvoicesApi.invoices, {
        session: ana,
        query: { from: '2099-01-01' },
      });
      expect(later.data().total).toBe(0);
      const everything = await inject(suite.app, organiserInvoicesApi.invoices, {
        session: admin,
        query: { limit: 100 },
      });
      expect(everything.data().items.some((item) => item.subject.id === bookingId)).toBe(true);
    });

    it('refuses non-organisers and a span that ends before it starts', async () => {
      expect(
        (await inject(suite.app, organiserInvoicesApi.invoices, { session: alice, query: {} })).statusCode,
      ).toBe(403);
      const backwards = await inject(suite.app, organiserInvoicesApi.invoices, {
        session: ana,
        query: { from: '2026-12-02', to: '2026-12-01' },
      });
      expect(backwards.statusCode).toBe(400);
    });
  });

  describe('the GSTR-1 export', () => {
    /** A registered supplier's August 2026 (India time), with documents either side of it. */
    let supplier: Session;
    beforeAll(async () => {
      supplier = await signInOrganiser(suite.app, 'inv-gstr@example.com', 'Gita Returns');
      const db = suite.db.db;
      const key = supplier.user.id;
      const ist = (stamp: string) => new Date(`${stamp}+05:30`);
      const intra = { cgstRate: 9, cgst: 4576, sgstRate: 9, sgst: 4577, taxable: 50847 };
      const inter = { igstRate: 18, igst: 9153, taxable: 50847 };
      const base = { supplierKey: key, supplierState: '27' };
      const first = await insertDocument(db, {
        ...base,
        kind: 'tax-invoice',
        number: 'IN/26-27/000001',
        issuedAt: ist('2026-08-01T00:05:00'),
        placeOfSupply: '27',
        lines: [intra, intra, { taxable: 50000 }],
      });
      await insertDocument(db, {
        ...base,
        kind: 'tax-invoice',
        number: 'IN/26-27/000002',
        issuedAt: ist('2026-08-10T12:00:00'),
        placeOfSupply: '29',
        lines: [inter],
      });
      const large = await insertDocument(db, {
        ...base,
        kind: 'tax-invoice',
        number: 'IN/26-27/000003',
        issuedAt: ist('2026-08-20T12:00:00'),
        placeOfSupply: '29',
        lines: [{ igstRate: 18, igst: 1_800_000, taxable: 10_000_000 }],
      });
      await insertDocument(db, {
        ...base,
        kind: 'credit-note',
        number: 'CN/26-27/000001',
        issuedAt: ist('2026-08-31T23:55:00'),
        placeOfSupply: '27',
        invoiceId: first,
        lines: [intra],
      });
      await insertDocument(db, {
        ...base,
        kind: 'credit-note',
        number: 'CN/26-27/000002',
        issuedAt: ist('2026-08-25T10:00:00'),
        placeOfSupply: '29',
        invoiceId: large,
        lines: [{ igstRate: 18, igst: 180_000, taxable: 1_000_000 }],
      });
      // Outside the month, on either side of it in India's time, and a receipt (no supply under GST).
      for (const [number, stamp] of [
        ['IN/26-27/000099', '2026-07-31T23:59:00'],
        ['IN/26-27/000100', '2026-09-01T00:00:00'],
      ] as const)
        await insertDocument(db, {
          ...base,
          kind: 'tax-invoice',
          number,
          issuedAt: ist(stamp),
          placeOfSupply: '27',
          lines: [intra],
        });
      await insertDocument(db, {
        ...base,
        gstin: null,
        kind: 'receipt',
        number: 'RC/26-27/000001',
        issuedAt: ist('2026-08-15T12:00:00'),
        placeOfSupply: '27',
        lines: [{ taxable: 70000 }],
      });
    });

    const exportOf = (
      session: Session,
      table?: 'b2cs' | 'b2cl' | 'cdnur' | 'exemp' | 'hsn' | 'docs',
      month = '2026-08',
    ) =>
      inject(suite.app, organiserInvoicesApi.gstr1, { session, query: { month, ...(table && { table }) } });

    it('B2CS: by place of supply and rate, net of the month’s credit notes, B2CL invoices apart', async () => {
      const rows = readCsvExport(await exportOf(supplier), 'gstr1-2026-08-b2cs');
      expect(rows).toEqual([
        [
          'Type',
          'Place Of Supply',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
          'E-Commerce GSTIN',
        ],
        ['OE', '27-Maharashtra', '', '18', '508.47', '', ''],
        ['OE', '29-Karnataka', '', '18', '508.47', '', ''],
      ]);
    });

    it('B2CL and CDNUR: the inter-state invoice above ₹1 lakh and its credit note, one by one', async () => {
      expect(readCsvExport(await exportOf(supplier, 'b2cl'), 'gstr1')).toEqual([
        [
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
          'E-Commerce GSTIN',
        ],
        ['IN/26-27/000003', '20-Aug-2026', '118000', '29-Karnataka', '', '18', '100000', '', ''],
      ]);
      expect(readCsvExport(await exportOf(supplier, 'cdnur'), 'gstr1').slice(1)).toEqual([
        ['B2CL', 'CN/26-27/000002', '25-Aug-2026', 'C', '29-Karnataka', '11800', '', '18', '10000', ''],
      ]);
    });

    it('exempt supplies, the HSN summary and the documents issued', async () => {
      expect(readCsvExport(await exportOf(supplier, 'exemp'), 'gstr1')).toEqual([
        [
          'Description',
          'Nil Rated Supplies',
          'Exempted(other than nil rated/non GST supply)',
          'Non-GST Supplies',
        ],
        ['Inter-State supplies to registered persons', '0', '0', '0'],
        ['Intra-State supplies to registered persons', '0', '0', '0'],
        ['Inter-State supplies to unregistered persons', '0', '0', '0'],
        ['Intra-State supplies to unregistered persons', '0', '500', '0'],
      ]);
      const hsn = readCsvExport(await exportOf(supplier, 'hsn'), 'gstr1');
      expect(hsn[0]).toEqual([
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ]);
      // Taxed: 2×₹600 − ₹600 intra, ₹600 and ₹1,18,000 − ₹11,800 inter.
      expect(hsn.slice(1)).toEqual([
        ['999622', '', 'NA', '0', '107400', '18', '91016.94', '16291.53', '45.76', '45.77', ''],
        ['999622', '', 'NA', '0', '500', '0', '500', '0', '0', '0', ''],
      ]);
      expect(readCsvExport(await exportOf(supplier, 'docs'), 'gstr1')).toEqual([
        ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
        ['Invoices for outward supply', 'IN/26-27/000001', 'IN/26-27/000003', '3', '0'],
        ['Credit Note', 'CN/26-27/000001', 'CN/26-27/000002', '2', '0'],
      ]);
    });

    it('is each supplier’s own: another organiser’s month is empty, naming another supplier is 403', async () => {
      expect(parseCsv((await exportOf(omar)).rawPayload.subarray(3).toString('utf8'))).toHaveLength(1);
      const naming = await inject(suite.app, organiserInvoicesApi.gstr1, {
        session: omar,
        query: { month: '2026-08', supplier: supplier.user.id },
      });
      expect(naming.statusCode).toBe(403);
      const asAdmin = await inject(suite.app, organiserInvoicesApi.gstr1, {
        session: admin,
        query: { month: '2026-08', supplier: supplier.user.id },
      });
      expect(readCsvExport(asAdmin, 'gstr1')).toHaveLength(3);
    });

    it('refuses a bad month and non-organisers', async () => {
      const bad = await exportOf(supplier, 'b2cs', '2026-13');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect((await exportOf(alice)).statusCode).toBe(403);
    });
  });
});
