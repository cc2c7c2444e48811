/**
 * Sample documents for the PDF's tests and the samples a person looks at: a Maharashtra organiser's invoice for a
 * Pune show (CGST + SGST, one exempt ₹500 ticket beside a ₹600 one), for a Bengaluru show (IGST), and a credit note.
 * Amounts follow decision 079's rounding: taxable = round(price ÷ 1.18), CGST = round(tax ÷ 2), SGST the rest.
 */
import type { InvoiceDocument, InvoiceDocumentLine } from './document.js';

const SUPPLIER = {
  legalName: 'Sahyadri Cultural Events Private Limited',
  gstin: '27AABCE1234F1Z5',
  address: '2nd floor, Kalpataru Plaza, 224 FC Road, Shivajinagar, Pune 411005, Maharashtra',
  stateCode: '27',
};

const line = (overrides: Partial<InvoiceDocumentLine>): InvoiceDocumentLine => ({
  description: 'Admission: Sawai Gandharva Music Night, 12 December 2026 (Gold)',
  sac: '999622',
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
  ...overrides,
});

const exemptLine = line({
  description: 'Admission: Sawai Gandharva Music Night, 12 December 2026 (Lawn)',
  unitPriceInr: 500,
  taxableValueInr: 500,
  cgstRate: 0,
  cgstInr: 0,
  sgstRate: 0,
  sgstInr: 0,
  totalInr: 500,
});

/** Pune, the supplier's own state: CGST + SGST on the ₹600 ticket, the ₹500 one exempt. */
export const puneInvoice: InvoiceDocument = {
  number: 'IN/26-27/000042',
  kind: 'tax-invoice',
  issuedAt: '2026-12-05T09:15:00.000Z',
  supplier: SUPPLIER,
  recipient: { name: 'Asha Rao', email: 'asha@example.org' },
  placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
  lines: [line({}), line({}), exemptLine],
  totalInr: 1700,
  amountInWords: 'Rupees One Thousand Seven Hundred Only',
};

/** Bengaluru, another state: IGST. */
export const bengaluruInvoice: InvoiceDocument = {
  ...puneInvoice,
  number: 'IN/26-27/000043',
  placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
  lines: [
    line({
      description: 'Admission: Bengaluru Comedy Weekend, 19 December 2026',
      sac: '999629',
      cgstRate: 0,
      cgstInr: 0,
      sgstRate: 0,
      sgstInr: 0,
      igstRate: 18,
      igstInr: 91.53,
    }),
  ],
  totalInr: 600,
  amountInWords: 'Rupees Six Hundred Only',
};

/** One ₹600 ticket of the Pune invoice cancelled. */
export const puneCreditNote: InvoiceDocument = {
  ...puneInvoice,
  number: 'CN/26-27/000007',
  kind: 'credit-note',
  issuedAt: '2026-12-08T11:00:00.000Z',
  lines: [line({})],
  totalInr: 600,
  amountInWords: 'Rupees Six Hundred Only',
  invoiceNumber: 'IN/26-27/000042',
};

/** An organiser with no GST registration and no platform profile: a receipt with no tax. */
export const receipt: InvoiceDocument = {
  ...puneInvoice,
  number: 'RC/26-27/000003',
  kind: 'receipt',
  supplier: { legalName: 'Asha Kulkarni', gstin: null, address: 'Kothrud, Pune 411038', stateCode: '27' },
  lines: [exemptLine, line({ taxableValueInr: 600, cgstRate: 0, cgstInr: 0, sgstRate: 0, sgstInr: 0 })],
  totalInr: 1100,
  amountInWords: 'Rupees One Thousand One Hundred Only',
};
