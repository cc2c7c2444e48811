import { Info } from 'lucide-react';
import { Card, Skeleton } from '@/ui/Card';
import { usePaymentRates } from '../api/get-payment-rates';
import { CATEGORY_LABELS, formatCredits, formatInr } from '../format';
import { t } from '../messages';

/** The application fee of each category, in credits and rupees (GET /job-applications/payment-rates). */
export function FeeRates() {
  const rates = usePaymentRates();
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-ink">{t('rates.title')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('rates.text')}</p>
      {rates.isPending ? (
        <div aria-hidden className="mt-4 flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-5" />
          ))}
        </div>
      ) : rates.isError ? (
        <p role="alert" className="mt-4 text-sm text-ink-muted">
          {rates.error.message}
        </p>
      ) : (
        <>
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">{t('rates.caption')}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('rates.category')}</th>
                <th scope="col">{t('rates.credits')}</th>
                <th scope="col">{t('rates.rupees')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rates.data.rates.map((rate) => (
                <tr key={rate.category}>
                  <th scope="row" className="py-2 text-left font-medium text-ink">
                    {CATEGORY_LABELS[rate.category]}
                  </th>
                  <td className="py-2 text-right text-ink tabular-nums">
                    {rate.feeCredits === 0 ? t('rates.free') : formatCredits(rate.feeCredits)}
                  </td>
                  <td className="w-20 py-2 text-right text-ink-muted tabular-nums">
                    {rate.feeInr === 0 ? '—' : formatInr(rate.feeInr)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 flex items-start gap-2 text-xs text-ink-muted">
            <Info aria-hidden className="mt-px size-3.5 shrink-0" />
            {t('rates.creditValue', { inr: formatInr(rates.data.creditValueInr) })}
          </p>
        </>
      )}
    </Card>
  );
}
