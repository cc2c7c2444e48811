import type { TBookingCreditNote, TBookingInvoice } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { toastsShown } from '@/ui/toast/shown';
import { InvoicePage } from './InvoicePage';

/**
 * Decision 079: a paid booking's invoice shows as the API answers it (supplier and GSTIN, number, date, place of
 * supply, CGST + SGST within the supplier's state or IGST across states, total and amount in words), its credit
 * notes below, and its PDF; a booking without one says so.
 */
const BOOKING = '2f1d7c3a-8b4e-4c6d-9e0f-1a2b3c4d5e6f';
const BASE = `/api/events/bookings/${BOOKING}`;

const supplier = {
  legalName: 'Sahyadri Live Events LLP',
  gstin: '27AABCE1234F1Z5',
  address: 'FC Road, Pune 411004',
  stateCode: '27',
};

/** ₹600 paid in Pune to a Maharashtra organiser: 18% split 9 + 9. */
const punInvoice = (overrides: Partial<TBookingInvoice> = {}): TBookingInvoice => ({
  number: 'IN/26-27/000001',
  kind: 'tax-invoice',
  issuedAt: '2026-11-20T06:30:00.000Z',
  bookingId: BOOKING,
  supplier,
  recipient: { name: 'Asha Rao', email: 'asha@example.com' },
  placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
  lines: [
    {
      description: 'Admission: Pune Jazz Night, 28 Nov 2026 (Asha Rao)',
      sac: '999692',
      quantity: 1,
      unitPriceInr: 600,
      taxableValueInr: 508.47,
      cgstRate: 9,
      cgstInr: 45.77,
      sgstRate: 9,
      sgstInr: 45.76,
      igstRate: 0,
      igstInr: 0,
      totalInr: 600,
    },
  ],
  totalInr: 600,
  amountInWords: 'Rupees Six Hundred Only',
  ...overrides,
});

const creditNote = (): TBookingCreditNote => ({
  ...punInvoice(),
  number: 'CN/26-27/000001',
  kind: 'credit-note',
  issuedAt: '2026-11-22T06:30:00.000Z',
  invoiceNumber: 'IN/26-27/000001',
  invoiceIssuedAt: '2026-11-20T06:30:00.000Z',
});

const renderPage = () =>
  renderWithApp(
    <InvoicePage
      subject={{ of: 'booking', realm: 'events', id: BOOKING }}
      back={{ to: '/events/bookings', label: 'All my bookings' }}
    />,
  );

describe('the invoice page of a booking', () => {
  let saved: string[];

  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the document as the API answers it: supplier, number, place of supply, CGST + SGST, total, words', async () => {
    stubApi({
      [`GET ${BASE}/invoice`]: () => ok(punInvoice()),
      [`GET ${BASE}/credit-notes`]: () => ok([]),
    });
    renderPage();
    const document = await screen.findByRole('article', { name: 'Tax invoice' });
    const view = within(document);
    expect(view.getByText('IN/26-27/000001')).toBeTruthy();
    expect(view.getByText('Sahyadri Live Events LLP')).toBeTruthy();
    expect(view.getByText('GSTIN 27AABCE1234F1Z5')).toBeTruthy();
    expect(view.getByText('Maharashtra (27)')).toBeTruthy();
    expect(view.getByText(/^(20 Nov 2026|Nov 20, 2026)$/)).toBeTruthy();
    const table = view.getByRole('table', { name: 'What was paid for' });
    expect(within(table).getByRole('columnheader', { name: 'CGST' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'SGST' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'IGST' })).toBeNull();
    expect(within(table).getByText('₹508.47')).toBeTruthy();
    expect(within(table).getByText('₹45.77')).toBeTruthy();
    expect(view.getByText('Rupees Six Hundred Only')).toBeTruthy();
    expect(view.getAllByText('₹600.00').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Credit notes' })).toBeNull();
  });

  it('shows IGST alone for an event in another state', async () => {
    const line = punInvoice().lines[0];
    if (!line) throw new Error('fixture');
    stubApi({
      [`GET ${BASE}/invoice`]: () =>
        ok(
          punInvoice({
            placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
            lines: [
              { ...line, cgstRate: 0, cgstInr: 0, sgstRate: 0, sgstInr: 0, igstRate: 18, igstInr: 91.53 },
            ],
          }),
        ),
      [`GET ${BASE}/credit-notes`]: () => ok([]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'What was paid for' });
    expect(within(table).getByRole('columnheader', { name: 'IGST' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'CGST' })).toBeNull();
    expect(within(table).getByText('₹91.53')).toBeTruthy();
    expect(screen.getByText('Karnataka (29)')).toBeTruthy();
  });

  it('names the place of supply in Hindi for a Hindi reader', async () => {
    await switchLanguage('hi-IN');
    try {
      stubApi({
        [`GET ${BASE}/invoice`]: () => ok(punInvoice()),
        [`GET ${BASE}/credit-notes`]: () => ok([]),
      });
      renderPage();
      expect(await screen.findByText('महाराष्ट्र (27)')).toBeTruthy();
      expect(screen.queryByText(/Maharashtra/)).toBeNull();
    } finally {
      await switchLanguage('en-IN');
    }
  });

  it('lists the credit notes below the invoice, each naming the invoice it reverses', async () => {
    stubApi({
      [`GET ${BASE}/invoice`]: () => ok(punInvoice()),
      [`GET ${BASE}/credit-notes`]: () => ok([creditNote()]),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Credit notes' })).toBeTruthy();
    const note = screen.getByRole('article', { name: 'Credit note' });
    expect(within(note).getByText('CN/26-27/000001')).toBeTruthy();
    expect(within(note).getByText('Against invoice')).toBeTruthy();
    expect(within(note).getByText('IN/26-27/000001')).toBeTruthy();
  });

  it('saves the PDF from the file endpoint, under the name the server gives', async () => {
    const fetchMock = stubApi({
      [`GET ${BASE}/invoice`]: () => ok(punInvoice()),
      [`GET ${BASE}/credit-notes`]: () => ok([]),
      [`GET ${BASE}/invoice.pdf`]: () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="IN-26-27-000001.pdf"',
          },
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['IN-26-27-000001.pdf']));
    expect(calls(fetchMock)).toContain(`GET ${BASE}/invoice.pdf`);
    expect(toastsShown().at(-1)).toMatchObject({ title: 'Invoice saved', variant: 'success' });
  });

  it('says there is no invoice when the booking has none (a 404), with no PDF to download', async () => {
    stubApi({ [`GET ${BASE}/invoice`]: () => fail(404, 'NOT_FOUND', 'No invoice') });
    renderPage();
    expect(await screen.findByText('No invoice for this booking')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});
