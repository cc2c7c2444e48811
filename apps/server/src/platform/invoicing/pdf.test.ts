import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocumentLine } from './document.js';
import { bengaluruInvoice, puneCreditNote, puneInvoice, receipt } from './pdf.fixtures.js';
import { renderInvoicePdf } from './pdf.js';
import { embeddedFonts, pdfText } from './pdf-text.fixtures.js';

/** Set to a folder to keep the samples a person looks at (pdftoppm -png -r 80 turns them into pictures). */
const SAMPLES = process.env.INVOICE_SAMPLES_DIR;

/** The text with line breaks and runs of spaces made single spaces: a value may wrap in its cell. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the invoice PDF (decision 079)', () => {
  it('is a PDF with the font embedded and every Rule 46 field of an intra-state invoice', async () => {
    const pdf = await renderInvoicePdf(puneInvoice, 'en-IN');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold']),
    );
    const text = flat(pdfText(pdf));
    for (const fact of [
      // A ₹500 ticket beside a ₹600 one: Rule 46A's invoice-cum-bill of supply.
      'Invoice-cum-Bill of Supply',
      'IN/26-27/000042',
      '5 December 2026',
      'Sahyadri Cultural Events Private Limited',
      'GSTIN: 27AABCE1234F1Z5',
      'State: Maharashtra (code 27)',
      'Asha Rao',
      'Place of supply: Maharashtra (code 27)',
      '999622',
      '508.47',
      '45.77',
      '45.76',
      'Exempt',
      '₹1,516.94',
      '₹91.54',
      '₹91.52',
      '₹1,700.00',
      'Rupees One Thousand Seven Hundred Only',
      'Prices include GST.',
      'Tax payable on reverse charge: No.',
      'This is a computer-generated document and needs no signature.',
    ])
      expect(text).toContain(fact);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('\uFFFD');
  });

  it('titles a wholly taxed invoice "Tax Invoice" and shows IGST for another state', async () => {
    const text = flat(pdfText(await renderInvoicePdf(bengaluruInvoice, 'en-IN')));
    expect(text).toContain('Tax Invoice');
    expect(text).not.toContain('Bill of Supply');
    expect(text).toContain('Place of supply: Karnataka (code 29)');
    expect(text).toContain('IGST');
    expect(text).toContain('₹91.53');
    expect(text).not.toContain('CGST');
  });

  it('names the invoice a credit note is against, and says what it credits', async () => {
    const text = flat(pdfText(await renderInvoicePdf(puneCreditNote, 'en-IN')));
    expect(text).toContain('Credit Note');
    expect(text).toContain('CN/26-27/000007');
    expect(text).toContain('Against invoice IN/26-27/000042');
    expect(text).toContain('Total credited ₹600.00');
  });

  it('issues a receipt with no tax and no GSTIN for a supplier not registered', async () => {
    const text = flat(pdfText(await renderInvoicePdf(receipt, 'en-IN')));
    expect(text).toContain('Receipt');
    expect(text).not.toMatch(/GSTIN:|CGST|IGST|Taxable value|Prices include GST/);
    expect(text).toContain('No GST is charged: the supplier is not registered for GST.');
    expect(text).toContain('₹1,100.00');
  });

  it('speaks Hindi to a Hindi reader, in Devanagari the font has every glyph of', async () => {
    const pdf = await renderInvoicePdf(puneInvoice, 'hi-IN');
    const text = flat(pdfText(pdf));
    expect(text).not.toContain('\uFFFD');
    // pdfkit draws a run with a positioned mark (a nukta, a matra below) as operators of its own: compare the
    // characters without the spaces and breaks between them.
    const squeezed = text.replace(/\s/g, '');
    const has = (words: string) => expect(squeezed).toContain(words.replace(/\s/g, ''));
    // Words without a reordered vowel sign read back as written.
    for (const fact of [
      'क्रमांक',
      'तारीख़',
      'मात्रा',
      'जीएसटीआईएन: 27AABCE1234F1Z5',
      'IN/26-27/000042',
      '₹1,700.00',
    ])
      has(fact);
    has('एक हज़ार सात सौ रुपये मात्र');
    // The shaper put ि before its consonant (बिल drawn ि ब ल) and the reph of र्ति after it: shaped, not raw.
    has('िबल');
    has('आपूितर्');
    expect(text).not.toContain('Prices include GST');
  });

  it('renders the same bytes for the same document, dated by its issue', async () => {
    const [first, second] = await Promise.all([
      renderInvoicePdf(puneInvoice, 'en-IN'),
      renderInvoicePdf(puneInvoice, 'en-IN'),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20261205091500Z)');
  });

  it('starts a new page, header and all, when the lines run past the first', async () => {
    const [ticket] = puneInvoice.lines;
    const lines = Array.from({ length: 60 }, () => ticket as InvoiceDocumentLine);
    const pdf = await renderInvoicePdf({ ...puneInvoice, lines, totalInr: 36_000 }, 'en-IN');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    expect(
      pdfText(pdf)
        .split('\n')
        .filter((line) => line === 'Description').length,
    ).toBe(pages.length);
  });

  // INVOICE_SAMPLES_DIR keeps them where a person looks at them (pdftoppm turns them into pictures).
  it('writes the samples a person looks at, each a whole PDF', async () => {
    const folder = SAMPLES ?? mkdtempSync(join(tmpdir(), 'engagex-invoices-'));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'invoice-sample-en.pdf'), await renderInvoicePdf(puneInvoice, 'en-IN'));
    writeFileSync(join(folder, 'invoice-sample-hi.pdf'), await renderInvoicePdf(puneInvoice, 'hi-IN'));
    writeFileSync(join(folder, 'invoice-sample-igst.pdf'), await renderInvoicePdf(bengaluruInvoice, 'en-IN'));
    writeFileSync(join(folder, 'invoice-sample-cn-hi.pdf'), await renderInvoicePdf(puneCreditNote, 'hi-IN'));
    writeFileSync(join(folder, 'invoice-sample-receipt.pdf'), await renderInvoicePdf(receipt, 'en-IN'));
    for (const name of ['en', 'hi', 'igst', 'cn-hi', 'receipt']) {
      const bytes = readFileSync(join(folder, `invoice-sample-${name}.pdf`));
      expect(bytes.subarray(0, 5).toString('latin1'), name).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1').trim(), name).toBe('%%EOF');
    }
  });
});
