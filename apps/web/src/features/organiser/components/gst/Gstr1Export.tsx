import { GSTR1_TABLES, type TGstr1Table } from '@engagex/contracts';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCalendarDate } from '@/lib/time';
import { Card } from '@/ui/Card';
import { ExportButton } from '@/ui/ExportButton';
import { Field, selectClasses } from '@/ui/fields';
import { exportGstr1 } from '../../api/export-gstr1';
import { t } from '../../messages';

/*
 * "Export for GSTR-1" (decision 079): a month and one of the return's tables, saved as the CSV file the server
 * builds in the GST offline tool's columns. B2CS (totals by state and rate, net of credit notes) is the table a
 * B2C organiser files every month, so it comes first. Changes when the return gains a table or the month picker
 * another span.
 */

/** How many months back the picker goes: a return can be revised for the rest of the financial year and beyond. */
const MONTHS_BACK = 24;

/** `YYYY-MM` of the month `back` months before `now`'s, on India's calendar. */
function monthBefore(now: Date, back: number): string {
  const [year = 0, month = 1] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months to choose from, newest first: this month, then the ones before it. */
export const gstr1Months = (now = new Date()): string[] =>
  Array.from({ length: MONTHS_BACK }, (_, back) => monthBefore(now, back));

export function Gstr1Export() {
  const months = gstr1Months();
  // A return is filed after its month ends: last month is the one usually wanted.
  const [month, setMonth] = useState(months[1] ?? months[0] ?? '');
  const [table, setTable] = useState<TGstr1Table>('b2cs');
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <FileSpreadsheet aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h2 id={headingId} className="text-lg font-semibold">
              {t('invoices.export.title')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('invoices.export.text')}</p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end">
          <Field label={t('invoices.export.month')}>
            {(props) => (
              <select
                {...props}
                className={selectClasses}
                value={month}
                onChange={(e) => setMonth(e.target.value)}
              >
                {months.map((value) => (
                  <option key={value} value={value}>
                    {formatCalendarDate(value, 'longMonthYear')}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('invoices.export.table')}>
            {(props) => (
              <select
                {...props}
                className={selectClasses}
                value={table}
                onChange={(e) => setTable(e.target.value as TGstr1Table)}
              >
                {GSTR1_TABLES.map((value) => (
                  <option key={value} value={value}>
                    {t(`invoices.export.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <ExportButton label={t('invoices.export.button')} onExport={() => exportGstr1({ month, table })} />
        </div>
      </section>
    </Card>
  );
}
