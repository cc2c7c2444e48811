import type { TInvoiceSummary } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { toastsShown } from '@/ui/toast/shown';
import { gstr1Months } from './Gstr1Export';
import { InvoicesPage } from './InvoicesPage';

/**
 * Decision 079: the organiser's documents by date, a credit note marked as one, and the month's GSTR-1 table as
 * the CSV file the server builds.
 */
const PROFILE = 'GET /api/main/organiser/tax-profile';
const LIST = 'GET /api/main/organiser/invoices?page=1&limit=20';

const supplier = {
  legalName: 'Sahyadri Live Events LLP',
  gstin: '27AABCE1234F1Z5',
  address: 'FC Road, Pune 411004',
  stateCode: '27',
};

const row = (overrides: Partial<TInvoiceSummary> = {}): TInvoiceSummary => ({
  number: 'IN/26-27/000002',
  kind: 'tax-invoice',
  issuedAt: '2026-11-21T06:30:00.000Z',
  subject: { type: 'booking', id: '2f1d7c3a-8b4e-4c6d-9e0f-1a2b3c4d5e6f', realm: 'events' },
  invoiceNumber: null,
  supplier,
  recipientName: 'Ravi Kumar',
  placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
  taxableValueInr: 1016.95,
  cgstInr: 0,
  sgstInr: 0,
  igstInr: 183.05,
  totalInr: 1200,
  ...overrides,
});

const page = (items: TInvoiceSummary[]) => ({
  items,
  total: items.length,
  page: 1,
  limit: 20,
  totalPages: 1,
});

const PROFILE_ANSWER = {
  ...supplier,
  stateName: 'Maharashtra',
  updatedAt: '2026-11-01T06:30:00.000Z',
};

describe("the organiser's invoices", () => {
  let saved: string[];

  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:gstr1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the documents with the credit notes marked', async () => {
    stubApi({
      [PROFILE]: () => ok(PROFILE_ANSWER),
      [LIST]: () =>
        ok(
          page([
            row({
              number: 'CN/26-27/000001',
              kind: 'credit-note',
              invoiceNumber: 'IN/26-27/000001',
              placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
              totalInr: 600,
            }),
            row(),
          ]),
        ),
    });
    renderWithApp(<InvoicesPage />, { path: '/events/admin/invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices and credit notes' });
    const [, creditRow, invoiceRow] = within(table).getAllByRole('row');
    if (!creditRow || !invoiceRow) throw new Error('rows');
    expect(within(creditRow).getByText('Credit note')).toBeTruthy();
    expect(within(creditRow).getByText('against IN/26-27/000001')).toBeTruthy();
    expect(within(creditRow).getByText('−₹600.00')).toBeTruthy();
    expect(within(creditRow).getByText('Maharashtra (27)')).toBeTruthy();
    expect(within(invoiceRow).getByText('Tax invoice')).toBeTruthy();
    expect(within(invoiceRow).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(invoiceRow).getByText('Karnataka (29)')).toBeTruthy();
    expect(within(invoiceRow).getByText('₹1,200.00')).toBeTruthy();
    expect(within(invoiceRow).getByText(/^(21 Nov 2026|Nov 21, 2026)$/)).toBeTruthy();
    expect(screen.queryByText('You have no tax profile')).toBeNull();
  });

  it('asks for the dates chosen, both kept in the address', async () => {
    const fetchMock = stubApi({
      [PROFILE]: () => ok(PROFILE_ANSWER),
      [LIST]: () => ok(page([row()])),
      [`${LIST}&from=2026-11-01&to=2026-11-30`]: () => ok(page([])),
    });
    const { router } = renderWithApp(<InvoicesPage />, { path: '/events/admin/invoices' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'From' }), '01/11/2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '30/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No invoices')).toBeTruthy();
    expect(calls(fetchMock)).toContain(`${LIST}&from=2026-11-01&to=2026-11-30`);
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30');
  });

  it("says why without a tax profile the documents are the platform's", async () => {
    stubApi({ [PROFILE]: () => ok(null), [LIST]: () => ok(page([])) });
    renderWithApp(<InvoicesPage />, { path: '/events/admin/invoices' });
    expect(await screen.findByText('You have no tax profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your GSTIN' }).getAttribute('href')).toBe(
      '/events/admin/tax-profile',
    );
  });

  it("exports the chosen month's B2CS table for GSTR-1", async () => {
    const month = gstr1Months()[2] ?? '';
    const exportCall = `GET /api/main/organiser/invoices/gstr1?month=${month}&table=b2cs`;
    const fetchMock = stubApi({
      [PROFILE]: () => ok(PROFILE_ANSWER),
      [LIST]: () => ok(page([])),
      [exportCall]: () =>
        new Response(
          'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n',
          {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': `attachment; filename="gstr1-b2cs-${month}.csv"`,
            },
          },
        ),
    });
    renderWithApp(<InvoicesPage />, { path: '/events/admin/invoices' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Month' }), month);
    await userEvent.click(screen.getByRole('button', { name: 'Export for GSTR-1' }));
    await waitFor(() => expect(saved).toEqual([`gstr1-b2cs-${month}.csv`]));
    expect(calls(fetchMock)).toContain(exportCall);
    expect(toastsShown().at(-1)).toMatchObject({ title: 'Export saved', variant: 'success' });
  });
});
