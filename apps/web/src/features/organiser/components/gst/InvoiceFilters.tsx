import { type TListInvoicesQuery, ZListInvoicesQuery } from '@engagex/contracts';
import { useForm } from 'react-hook-form';
import { type IssueWords, messageAt, requestResolver } from '@/lib/form';
import { Button } from '@/ui/Button';
import { FormDateField } from '@/ui/FormDateField';
import { t } from '../../messages';

/*
 * The organiser's invoices by date (decision 079): from and to, both days included, India's calendar. The address
 * holds them (`?from=&to=`), so a filtered list can be linked and reloaded. Changes when the list gains a filter.
 */

export type InvoiceDates = { from: string; to: string };

const words: IssueWords = (issue) =>
  issue.code === 'invalid_format'
    ? t('invoices.filters.date')
    : issue.code === 'custom'
      ? t('invoices.filters.order')
      : undefined;

const resolver = requestResolver<InvoiceDates, TListInvoicesQuery>(
  ZListInvoicesQuery,
  ({ from, to }) => ({ from: from || undefined, to: to || undefined }),
  words,
);

/** The dates the address holds. */
export const datesFrom = (params: URLSearchParams): InvoiceDates => ({
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

export function InvoiceFilters({
  dates,
  onApply,
}: {
  dates: InvoiceDates;
  onApply: (dates: InvoiceDates) => void;
}) {
  const form = useForm<InvoiceDates, unknown, TListInvoicesQuery>({ defaultValues: dates, resolver });
  const { errors } = form.formState;
  const apply = form.handleSubmit((query) => onApply({ from: query.from ?? '', to: query.to ?? '' }));
  const clear = () => {
    form.reset({ from: '', to: '' });
    onApply({ from: '', to: '' });
  };

  return (
    <form
      noValidate
      aria-label={t('invoices.filters.form')}
      onSubmit={(event) => void apply(event)}
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
    >
      <FormDateField
        control={form.control}
        name="from"
        label={t('invoices.filters.from')}
        error={messageAt(errors, 'from')}
      />
      <FormDateField
        control={form.control}
        name="to"
        label={t('invoices.filters.to')}
        error={messageAt(errors, 'to')}
      />
      <div className="flex gap-2 sm:pt-7">
        <Button type="submit">{t('invoices.filters.apply')}</Button>
        <Button variant="ghost" onClick={clear}>
          {t('invoices.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
