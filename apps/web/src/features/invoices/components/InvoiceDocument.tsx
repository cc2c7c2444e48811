import { gstStateNameHi, type TInvoiceDocument, type TInvoiceLine } from '@engagex/contracts';
import { contentText } from '@/lib/content-text';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { formatRate, formatRupees, issuedOn } from '../format';
import { t } from '../messages';

/*
 * One GST document as the API answers it (decision 079): the supplier with its GSTIN, the number, date and place of
 * supply, a line per ticket or fee with its taxable value and CGST + SGST or IGST, the total and the amount in words.
 * A credit note is the same document with the invoice it reverses. Phones get each line as a small block, wider
 * screens the table an accountant expects. Changes when the document's shape changes in the contracts.
 */

export function InvoiceDocument({
  document,
  headingLevel = 2,
}: {
  document: TInvoiceDocument;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `document-${document.number}`;
  // The columns the document needs: CGST and SGST within the supplier's state, IGST across states (decision 079).
  const split = document.lines.some((line) => line.cgstRate > 0 || line.sgstRate > 0);
  const integrated = document.lines.some((line) => line.igstRate > 0);

  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-5 p-4 sm:p-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Heading id={titleId} className="text-lg font-semibold text-ink">
            {t(`invoices.kind.${document.kind}`)}
          </Heading>
          <p className="font-mono text-sm tracking-wide text-ink-muted">{document.number}</p>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:text-right">
          <dt className="text-ink-muted">{t('invoices.date')}</dt>
          <dd className="text-ink">{issuedOn(document.issuedAt)}</dd>
          <dt className="text-ink-muted">{t('invoices.placeOfSupply')}</dt>
          <dd className="text-ink">
            {t('invoices.state', {
              name: contentText(
                document.placeOfSupply.stateName,
                gstStateNameHi(document.placeOfSupply.stateCode),
              ),
              code: document.placeOfSupply.stateCode,
            })}
          </dd>
          {document.invoiceNumber && (
            <>
              <dt className="text-ink-muted">{t('invoices.against')}</dt>
              <dd className="font-mono text-ink">{document.invoiceNumber}</dd>
            </>
          )}
        </dl>
      </header>

      <div className="grid gap-4 sm:grid-cols-2">
        <section
          aria-label={t('invoices.supplier')}
          className="rounded-xl bg-surface-muted px-4 py-3 text-sm"
        >
          <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {t('invoices.supplier')}
          </p>
          <p className="mt-1 font-semibold text-ink">{document.supplier.legalName}</p>
          <p className="font-mono text-xs text-ink">
            {document.supplier.gstin
              ? t('invoices.gstin', { gstin: document.supplier.gstin })
              : t('invoices.unregistered')}
          </p>
          <p className="mt-1 whitespace-pre-line text-ink-muted">{document.supplier.address}</p>
        </section>
        <section
          aria-label={t('invoices.recipient')}
          className="rounded-xl bg-surface-muted px-4 py-3 text-sm"
        >
          <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {t('invoices.recipient')}
          </p>
          <p className="mt-1 font-semibold text-ink">{document.recipient.name}</p>
          <p className="break-all text-ink-muted">{document.recipient.email}</p>
        </section>
      </div>

      <LinesTable lines={document.lines} split={split} integrated={integrated} />
      <LinesList lines={document.lines} split={split} integrated={integrated} />

      <footer className="flex flex-col gap-1 border-t border-line pt-4">
        <p className="flex items-baseline justify-between gap-3 text-base font-semibold text-ink">
          <span>{t('invoices.total')}</span>
          <span className="tabular-nums">{formatRupees(document.totalInr)}</span>
        </p>
        <p className="text-sm text-ink">
          <span className="text-ink-muted">{t('invoices.inWords')}: </span>
          {document.amountInWords}
        </p>
        <p className="text-xs text-ink-muted">
          {document.kind === 'receipt' ? t('invoices.noTax') : t('invoices.taxIncluded')}
        </p>
      </footer>
    </Card>
  );
}

type Columns = { lines: TInvoiceLine[]; split: boolean; integrated: boolean };

const cell = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';

/** Wider screens: one row per line, the tax in the columns the document uses. */
function LinesTable({ lines, split, integrated }: Columns) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('invoices.lines')}</caption>
        <thead>
          <tr className="border-b border-line text-xs text-ink-muted">
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('invoices.line.description')}
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('invoices.line.sac')}
            </th>
            <th scope="col" className={cx(cell, 'font-medium')}>
              {t('invoices.line.quantity')}
            </th>
            <th scope="col" className={cx(cell, 'font-medium')}>
              {t('invoices.line.unitPrice')}
            </th>
            <th scope="col" className={cx(cell, 'font-medium')}>
              {t('invoices.line.taxable')}
            </th>
            {split && (
              <>
                <th scope="col" className={cx(cell, 'font-medium')}>
                  {t('invoices.line.cgst')}
                </th>
                <th scope="col" className={cx(cell, 'font-medium')}>
                  {t('invoices.line.sgst')}
                </th>
              </>
            )}
            {integrated && (
              <th scope="col" className={cx(cell, 'font-medium')}>
                {t('invoices.line.igst')}
              </th>
            )}
            <th scope="col" className={cx(cell, 'font-medium')}>
              {t('invoices.line.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines are fixed and in its own order
            <tr key={index} className="border-b border-line last:border-b-0">
              <th scope="row" className="px-2 py-2 text-left font-normal text-ink">
                {line.description}
              </th>
              <td className="px-2 py-2 font-mono text-xs text-ink-muted">{line.sac}</td>
              <td className={cell}>{line.quantity}</td>
              <td className={cell}>{formatRupees(line.unitPriceInr)}</td>
              <td className={cell}>{formatRupees(line.taxableValueInr)}</td>
              {split && (
                <>
                  <td className={cell}>
                    <TaxCell amount={line.cgstInr} rate={line.cgstRate} />
                  </td>
                  <td className={cell}>
                    <TaxCell amount={line.sgstInr} rate={line.sgstRate} />
                  </td>
                </>
              )}
              {integrated && (
                <td className={cell}>
                  <TaxCell amount={line.igstInr} rate={line.igstRate} />
                </td>
              )}
              <td className={cx(cell, 'font-semibold text-ink')}>{formatRupees(line.totalInr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TaxCell({ amount, rate }: { amount: number; rate: number }) {
  return (
    <>
      {formatRupees(amount)}
      <span className="block text-xs text-ink-muted">{formatRate(rate)}</span>
    </>
  );
}

/** Phones: each line a block of its own, the figures under its description. */
function LinesList({ lines, split, integrated }: Columns) {
  return (
    <ul aria-label={t('invoices.lines')} className="flex flex-col gap-3 md:hidden">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines are fixed and in its own order
        <li key={index} className="rounded-xl border border-line px-3 py-2.5 text-sm">
          <p className="font-medium text-ink">{line.description}</p>
          <p className="text-xs text-ink-muted">
            {t('invoices.line.sacOf', { sac: line.sac })} ·{' '}
            {t('invoices.line.quantityOf', {
              quantity: line.quantity,
              price: formatRupees(line.unitPriceInr),
            })}
          </p>
          <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 tabular-nums">
            <dt className="text-ink-muted">{t('invoices.line.taxable')}</dt>
            <dd className="text-right">{formatRupees(line.taxableValueInr)}</dd>
            {split && (
              <>
                <dt className="text-ink-muted">
                  {t('invoices.line.cgst')} {formatRate(line.cgstRate)}
                </dt>
                <dd className="text-right">{formatRupees(line.cgstInr)}</dd>
                <dt className="text-ink-muted">
                  {t('invoices.line.sgst')} {formatRate(line.sgstRate)}
                </dt>
                <dd className="text-right">{formatRupees(line.sgstInr)}</dd>
              </>
            )}
            {integrated && (
              <>
                <dt className="text-ink-muted">
                  {t('invoices.line.igst')} {formatRate(line.igstRate)}
                </dt>
                <dd className="text-right">{formatRupees(line.igstInr)}</dd>
              </>
            )}
            <dt className="font-semibold text-ink">{t('invoices.line.total')}</dt>
            <dd className="text-right font-semibold text-ink">{formatRupees(line.totalInr)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
