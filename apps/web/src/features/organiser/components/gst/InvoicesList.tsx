import { gstStateNameHi, type Palette, type TInvoiceSummary } from '@engagex/contracts';
import { contentText } from '@/lib/content-text';
import { Badge } from '@/ui/Badge';
import { cx } from '@/ui/cx';
import { ExportButton } from '@/ui/ExportButton';
import { downloadInvoicePdf } from '../../api/download-invoice-pdf';
import { t } from '../../messages';
import { formatRupees, issuedDay } from './invoice-format';

/*
 * The organiser's documents (decision 079): number, date, kind, recipient, place of supply and total, a credit note
 * marked as one (its kind, the invoice it reverses, its total as money going back). A table on wider screens, a card
 * per document on phones. Changes when the list shows another column.
 */

const TONES: Record<TInvoiceSummary['kind'], Palette> = {
  'tax-invoice': 'blue',
  'bill-of-supply': 'purple',
  receipt: 'gray',
  'credit-note': 'orange',
};

const isCredit = (row: TInvoiceSummary) => row.kind === 'credit-note';

/** A credit note's total is money going back: written with a minus sign, as the GSTR-1 export nets it. */
const totalText = (row: TInvoiceSummary) =>
  isCredit(row) ? `−${formatRupees(row.totalInr)}` : formatRupees(row.totalInr);

function KindBadge({ row }: { row: TInvoiceSummary }) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone={TONES[row.kind]}>{t(`invoices.kind.${row.kind}`)}</Badge>
      {row.invoiceNumber && (
        <span className="text-xs text-ink-muted">{t('invoices.against', { number: row.invoiceNumber })}</span>
      )}
    </span>
  );
}

const place = (row: TInvoiceSummary) =>
  t('invoices.state', {
    name: contentText(row.placeOfSupply.stateName, gstStateNameHi(row.placeOfSupply.stateCode)),
    code: row.placeOfSupply.stateCode,
  });

/** The PDF of an invoice; a credit note is read with its invoice. */
function PdfButton({ row }: { row: TInvoiceSummary }) {
  if (isCredit(row)) return null;
  return (
    <ExportButton
      size="sm"
      label={t('invoices.pdf')}
      aria-label={t('invoices.pdfOf', { number: row.number })}
      onExport={() => downloadInvoicePdf(row)}
    />
  );
}

const head = 'px-3 py-2.5 text-left text-xs font-medium text-ink-muted';
const cell = 'px-3 py-2.5 align-top';

export function InvoicesList({ rows, dimmed }: { rows: TInvoiceSummary[]; dimmed: boolean }) {
  return (
    <div className={cx(dimmed && 'opacity-60')}>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-surface md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('invoices.list')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={head}>
                {t('invoices.column.number')}
              </th>
              <th scope="col" className={head}>
                {t('invoices.column.date')}
              </th>
              <th scope="col" className={head}>
                {t('invoices.column.kind')}
              </th>
              <th scope="col" className={head}>
                {t('invoices.column.recipient')}
              </th>
              <th scope="col" className={head}>
                {t('invoices.column.placeOfSupply')}
              </th>
              <th scope="col" className={cx(head, 'text-right')}>
                {t('invoices.column.total')}
              </th>
              <td />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number} data-kind={row.kind} className="border-b border-line last:border-b-0">
                <th scope="row" className={cx(cell, 'text-left font-mono font-medium whitespace-nowrap')}>
                  {row.number}
                </th>
                <td className={cx(cell, 'whitespace-nowrap')}>{issuedDay(row.issuedAt)}</td>
                <td className={cell}>
                  <KindBadge row={row} />
                </td>
                <td className={cell}>{row.recipientName}</td>
                <td className={cell}>{place(row)}</td>
                <td
                  className={cx(
                    cell,
                    'text-right font-semibold whitespace-nowrap tabular-nums',
                    isCredit(row) && 'text-danger',
                  )}
                >
                  {totalText(row)}
                </td>
                <td className={cx(cell, 'text-right')}>
                  <PdfButton row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t('invoices.list')} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.number}
            data-kind={row.kind}
            className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 text-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono font-medium">{row.number}</p>
                <p className="text-xs text-ink-muted">{issuedDay(row.issuedAt)}</p>
              </div>
              <p className={cx('font-semibold tabular-nums', isCredit(row) && 'text-danger')}>
                {totalText(row)}
              </p>
            </div>
            <KindBadge row={row} />
            <p className="text-ink">
              {row.recipientName} · <span className="text-ink-muted">{place(row)}</span>
            </p>
            <div>
              <PdfButton row={row} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
