// Over 300 lines: one A4 page layout (header, parties, the lines table with its page breaks, totals, notes) whose parts share the same cursor and column maths.
/**
 * An invoice, bill of supply, receipt or credit note as a PDF (decision 079): the fields of Rules 46, 49 and 53 of
 * the CGST Rules laid out as an Indian accountant reads them, in English or Hindi. pdfkit lays the text out with
 * fontkit, which shapes Devanagari (conjuncts, the reordered ि), in Noto Sans Devanagari: one font with Latin, ₹ and
 * Devanagari, so a line mixing them needs no font switch. The same document always renders to the same bytes (its
 * dates come from `issuedAt`), so a retried email repeats the first. Changes when a field is added to the document
 * or the layout changes.
 */
import { createRequire } from 'node:module';
import type { TUiLanguage } from '@engagex/contracts';
import { gstStateName, gstStateNameHi } from '@engagex/contracts';
import PDFDocument from 'pdfkit';
import { msg, type Said, say } from '../i18n/say.js';
import { translate } from '../i18n/translate.js';
import { amountInHindiWords } from './amount-words.js';
import type { InvoiceDocument, InvoiceDocumentLine } from './document.js';

export type { InvoiceDocument } from './document.js';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const FONTS = {
  regular: require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`),
  bold: require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`),
};

/** India keeps its dates on Indian time, whatever the server's zone. */
const INDIA = 'Asia/Kolkata';

const PAGE = { size: 'A4' as const, margin: 40 };
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#9a9a9a';
const SHADE = '#eeeeee';
const SIZE = { title: 17, body: 9, small: 8, table: 7.5 };
const CELL_PAD = 3;

/** The document's title in English, the catalogue's key (Rule 46, 46A, 49, 53; a receipt with no GSTIN). */
export function invoiceTitle(document: InvoiceDocument): string {
  if (document.kind === 'credit-note') return msg('Credit Note');
  if (document.kind === 'receipt') return msg('Receipt');
  if (document.kind === 'bill-of-supply') return msg('Bill of Supply');
  // Rule 46A: taxable and exempt supplies to an unregistered person on one document.
  return document.lines.some((line) => !taxed(line)) ? msg('Invoice-cum-Bill of Supply') : msg('Tax Invoice');
}

/** `invoice-IN-26-27-000042.pdf`: the number with its slashes made hyphens, which every file system takes. */
export const invoiceFilename = (document: Pick<InvoiceDocument, 'number'>) =>
  `invoice-${document.number.replace(/\//g, '-')}.pdf`;

const taxed = (line: InvoiceDocumentLine) => line.cgstRate + line.sgstRate + line.igstRate > 0;

/** The PDF's bytes. `language` is the reader's (decision 077): the labels and the amount in words follow it. */
export function renderInvoicePdf(document: InvoiceDocument, language: TUiLanguage): Promise<Buffer> {
  const t = (text: string | Said) => translate(language, text);
  const issuedAt = new Date(document.issuedAt);
  const title = t(invoiceTitle(document));
  const pdf = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.supplier.legalName,
      Creator: 'EngageX',
      Producer: 'EngageX',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  pdf.registerFont('Body', FONTS.regular);
  pdf.registerFont('Bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  new Layout(pdf, document, language, t, title).draw();
  pdf.end();
  return done;
}

type Column = {
  label: string;
  /** Tax columns sit under their tax's name (CGST over Rate and Amount). */
  group?: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceDocumentLine) => string;
};

class Layout {
  private readonly left: number;
  private readonly width: number;
  private readonly bottom: number;
  private readonly money: Intl.NumberFormat;

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly document: InvoiceDocument,
    private readonly language: TUiLanguage,
    private readonly t: (text: string | Said) => string,
    private readonly title: string,
  ) {
    this.left = pdf.page.margins.left;
    this.width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
    this.bottom = pdf.page.height - pdf.page.margins.bottom;
    // Indian grouping (1,23,456.78) in both languages: decision 077 keeps Latin digits for Hindi readers.
    this.money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  draw() {
    this.header();
    this.parties();
    this.linesTable();
    this.totals();
    this.closingNotes();
  }

  private get y() {
    return this.pdf.y;
  }

  private set y(value: number) {
    this.pdf.y = value;
  }

  private inr = (amount: number) => this.money.format(amount);

  private rupees = (amount: number) => `₹${this.money.format(amount)}`;

  private percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(2).replace(/0$/, '')}%`;

  private date(iso: string) {
    return new Intl.DateTimeFormat(this.language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: INDIA,
      numberingSystem: 'latn',
    }).format(new Date(iso));
  }

  /** A state and its code; in Hindi by its Hindi name (decision 074's), else as the document names it. */
  private stateWithCode(code: string, name = gstStateName(code)) {
    const shown = (this.language === 'hi-IN' && gstStateNameHi(code)) || name || code;
    return this.t(say('{state} (code {code})', { state: shown, code }));
  }

  /** Starts a new page when `height` more points do not fit on this one. */
  private room(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.pdf.addPage();
    return true;
  }

  private header() {
    const { pdf, document, t } = this;
    const top = this.y;
    pdf
      .font('Bold')
      .fontSize(SIZE.title)
      .fillColor(INK)
      .text(this.title, this.left, top, { width: this.width / 2 });
    const titleBottom = this.y;
    const facts: [string, string][] = [
      [t(msg('Number')), document.number],
      [t(msg('Date')), this.date(document.issuedAt)],
    ];
    if (document.kind === 'credit-note' && document.invoiceNumber)
      facts.push([t(msg('Against invoice')), document.invoiceNumber]);
    const factsWidth = 230;
    this.factList(facts, this.left + this.width - factsWidth, top + 2, factsWidth, 80);
    this.y = Math.max(titleBottom, this.y) + 10;
    this.rule();
  }

  /** Label–value rows in two columns at (x, y); leaves the cursor under the last. */
  private factList(facts: [string, string][], x: number, y: number, width: number, labelWidth: number) {
    const { pdf } = this;
    let at = y;
    for (const [label, value] of facts) {
      pdf
        .font('Body')
        .fontSize(SIZE.small)
        .fillColor(MUTED)
        .text(label, x, at + 1, { width: labelWidth - 6 });
      const labelBottom = pdf.y;
      pdf
        .font('Bold')
        .fontSize(SIZE.body)
        .fillColor(INK)
        .text(value, x + labelWidth, at, { width: width - labelWidth });
      at = Math.max(labelBottom, pdf.y) + 1;
    }
    this.y = at;
  }

  private rule(y = this.y, color = RULE) {
    this.pdf
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
    this.y = y + 8;
  }

  private parties() {
    const { pdf, document, t } = this;
    const top = this.y;
    const columnWidth = (this.width - 24) / 2;
    const supplier = document.supplier;
    const block = (x: number, heading: string, name: string, rows: string[]) => {
      // No letter spacing: it would pull a Devanagari conjunct apart.
      pdf
        .font('Bold')
        .fontSize(SIZE.small)
        .fillColor(MUTED)
        .text(heading.toUpperCase(), x, top, { width: columnWidth });
      pdf
        .font('Bold')
        .fontSize(SIZE.body + 1)
        .fillColor(INK)
        .text(name, x, pdf.y + 1, { width: columnWidth });
      pdf.font('Body').fontSize(SIZE.body).fillColor(INK);
      for (const row of rows) pdf.text(row, x, pdf.y, { width: columnWidth });
      return pdf.y;
    };
    const supplierBottom = block(this.left, t(msg('Supplier')), supplier.legalName, [
      supplier.address,
      ...(supplier.gstin ? [t(say('GSTIN: {gstin}', { gstin: supplier.gstin }))] : []),
      t(say('State: {state}', { state: this.stateWithCode(supplier.stateCode) })),
    ]);
    const placeOfSupply = this.stateWithCode(
      document.placeOfSupply.stateCode,
      document.placeOfSupply.stateName,
    );
    const recipientBottom = block(
      this.left + columnWidth + 24,
      t(msg('Recipient')),
      document.recipient.name,
      [
        document.recipient.email,
        t(msg('Unregistered (no GSTIN)')),
        t(say('Place of supply: {place}', { place: placeOfSupply })),
      ],
    );
    this.y = Math.max(supplierBottom, recipientBottom) + 12;
  }

  /** The table's columns: tax columns by how the tax was split, none on a receipt or a bill of supply. */
  private columns(): Column[] {
    const { t, document } = this;
    const lines = document.lines;
    const exempt = (line: InvoiceDocumentLine) => (taxed(line) ? null : t(msg('Exempt')));
    const leading: Column[] = [
      { label: t(msg('Description')), width: 0, align: 'left', cell: (line) => line.description },
      { label: t(msg('SAC')), width: 38, align: 'left', cell: (line) => line.sac },
      { label: t(msg('Qty')), width: 24, align: 'right', cell: (line) => String(line.quantity) },
      {
        label: t(msg('Unit price (₹)')),
        width: 52,
        align: 'right',
        cell: (line) => this.inr(line.unitPriceInr),
      },
    ];
    // A receipt charges no tax, so it has no taxable value to show (s.32 of the CGST Act).
    if (document.kind !== 'receipt')
      leading.push({
        label: t(msg('Taxable value (₹)')),
        width: 56,
        align: 'right',
        cell: (line) => this.inr(line.taxableValueInr),
      });
    const tax = (
      name: string,
      rate: (l: InvoiceDocumentLine) => number,
      amount: (l: InvoiceDocumentLine) => number,
    ) => [
      {
        label: t(msg('Rate')),
        group: name,
        width: 34,
        align: 'right' as const,
        cell: (line: InvoiceDocumentLine) => exempt(line) ?? this.percent(rate(line)),
      },
      {
        label: t(msg('Amount')),
        group: name,
        width: 46,
        align: 'right' as const,
        cell: (line: InvoiceDocumentLine) => this.inr(amount(line)),
      },
    ];
    const interState = lines.some((line) => line.igstRate > 0);
    const hasTax = document.kind === 'tax-invoice' || (document.kind === 'credit-note' && lines.some(taxed));
    const taxColumns: Column[] = !hasTax
      ? []
      : interState
        ? tax(
            t(msg('IGST')),
            (l) => l.igstRate,
            (l) => l.igstInr,
          )
        : [
            ...tax(
              t(msg('CGST')),
              (l) => l.cgstRate,
              (l) => l.cgstInr,
            ),
            ...tax(
              t(msg('SGST')),
              (l) => l.sgstRate,
              (l) => l.sgstInr,
            ),
          ];
    const trailing: Column[] = [
      { label: t(msg('Total (₹)')), width: 58, align: 'right', cell: (line) => this.inr(line.totalInr) },
    ];
    const columns = [...leading, ...taxColumns, ...trailing];
    const fixed = columns.reduce((sum, column) => sum + column.width, 0);
    const description = columns[0];
    if (description) description.width = this.width - fixed;
    return columns;
  }

  private linesTable() {
    const columns = this.columns();
    this.tableHeader(columns);
    const { pdf } = this;
    for (const line of this.document.lines) {
      pdf.font('Body').fontSize(SIZE.table);
      const height =
        Math.max(
          ...columns.map((column) =>
            pdf.heightOfString(column.cell(line), { width: column.width - 2 * CELL_PAD }),
          ),
        ) +
        2 * CELL_PAD;
      if (this.room(height)) this.tableHeader(columns);
      const top = this.y;
      let x = this.left;
      pdf.fillColor(INK);
      for (const column of columns) {
        pdf.text(column.cell(line), x + CELL_PAD, top + CELL_PAD, {
          width: column.width - 2 * CELL_PAD,
          align: column.align,
        });
        x += column.width;
      }
      this.y = top + height;
      pdf
        .moveTo(this.left, this.y)
        .lineTo(this.left + this.width, this.y)
        .lineWidth(0.4)
        .strokeColor('#cccccc')
        .stroke();
    }
    this.y += 8;
  }

  /** The header row, two storeys where a tax's name stands over its Rate and Amount. */
  private tableHeader(columns: Column[]) {
    const { pdf } = this;
    pdf.font('Bold').fontSize(SIZE.table);
    const grouped = columns.some((column) => column.group);
    const labelHeight = (column: Column) =>
      pdf.heightOfString(column.label, { width: column.width - 2 * CELL_PAD }) + 2 * CELL_PAD;
    const groupHeight = grouped ? pdf.heightOfString('CGST') + 2 * CELL_PAD : 0;
    const height = Math.max(
      ...columns.map((column) => (column.group ? groupHeight + labelHeight(column) : labelHeight(column))),
    );
    this.room(height + 24);
    const top = this.y;
    pdf.rect(this.left, top, this.width, height).fillColor(SHADE).fill();
    pdf.fillColor(INK);
    let x = this.left;
    for (let i = 0; i < columns.length; i += 1) {
      const column = columns[i] as Column;
      if (column.group && columns[i - 1]?.group !== column.group) {
        const span = columns
          .filter((other) => other.group === column.group)
          .reduce((sum, c) => sum + c.width, 0);
        pdf.text(column.group, x, top + CELL_PAD, { width: span, align: 'center' });
        pdf
          .moveTo(x + CELL_PAD, top + groupHeight)
          .lineTo(x + span - CELL_PAD, top + groupHeight)
          .lineWidth(0.4)
          .strokeColor(RULE)
          .stroke();
      }
      const labelTop = column.group ? top + groupHeight : top;
      pdf.text(column.label, x + CELL_PAD, labelTop + CELL_PAD, {
        width: column.width - 2 * CELL_PAD,
        align: column.align,
      });
      x += column.width;
    }
    this.y = top + height;
  }

  private totals() {
    const { pdf, document, t } = this;
    const sum = (pick: (line: InvoiceDocumentLine) => number) =>
      Math.round(document.lines.reduce((total, line) => total + pick(line) * 100, 0)) / 100;
    const rows: [string, string][] = [];
    if (document.kind !== 'receipt')
      rows.push([t(msg('Taxable value')), this.rupees(sum((l) => l.taxableValueInr))]);
    const taxes: [string, number][] = [
      [t(msg('CGST')), sum((l) => l.cgstInr)],
      [t(msg('SGST')), sum((l) => l.sgstInr)],
      [t(msg('IGST')), sum((l) => l.igstInr)],
    ];
    for (const [name, amount] of taxes) if (amount > 0) rows.push([name, this.rupees(amount)]);
    const width = 220;
    const x = this.left + this.width - width;
    this.room((rows.length + 1) * 14 + 60);
    pdf.font('Body').fontSize(SIZE.body);
    for (const [label, value] of rows) {
      const top = this.y;
      pdf.fillColor(MUTED).text(label, x, top, { width: width / 2 });
      pdf.fillColor(INK).text(value, x + width / 2, top, { width: width / 2, align: 'right' });
      this.y = Math.max(this.y, top + 13);
    }
    this.y += 2;
    pdf
      .moveTo(x, this.y)
      .lineTo(x + width, this.y)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    this.y += 4;
    const top = this.y;
    const totalLabel = document.kind === 'credit-note' ? t(msg('Total credited')) : t(msg('Total'));
    pdf
      .font('Bold')
      .fontSize(SIZE.body + 2)
      .fillColor(INK)
      .text(totalLabel, x, top, { width: width / 2 });
    pdf.text(this.rupees(document.totalInr), x + width / 2, top, { width: width / 2, align: 'right' });
    this.y += 10;
    const words = this.language === 'hi-IN' ? amountInHindiWords(document.totalInr) : document.amountInWords;
    pdf
      .font('Body')
      .fontSize(SIZE.small)
      .fillColor(MUTED)
      .text(t(msg('Amount in words')), this.left, this.y);
    pdf.font('Bold').fontSize(SIZE.body).fillColor(INK).text(words, this.left, this.y, { width: this.width });
    this.y += 10;
  }

  private closingNotes() {
    const { pdf, document, t } = this;
    const notes =
      document.kind === 'receipt'
        ? [t(msg('No GST is charged: the supplier is not registered for GST.'))]
        : [t(msg('Prices include GST.')), t(msg('Tax payable on reverse charge: No.'))];
    this.room(110);
    pdf.font('Body').fontSize(SIZE.body).fillColor(INK);
    for (const note of notes) pdf.text(note, this.left, this.y, { width: this.width });
    this.y += 24;
    const x = this.left + this.width - 220;
    pdf
      .font('Bold')
      .fontSize(SIZE.body)
      .text(t(say('For {supplier}', { supplier: document.supplier.legalName })), x, this.y, {
        width: 220,
        align: 'right',
      });
    pdf.font('Body').fontSize(SIZE.small).fillColor(MUTED);
    pdf.text(t(msg('Authorised signatory')), x, this.y + 14, { width: 220, align: 'right' });
    this.y += 18;
    this.rule(this.y, '#cccccc');
    pdf.text(t(msg('This is a computer-generated document and needs no signature.')), this.left, this.y, {
      width: this.width,
      align: 'center',
    });
  }
}
