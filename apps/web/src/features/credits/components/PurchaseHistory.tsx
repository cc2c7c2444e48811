import type { TCreditPurchase } from '@engagex/contracts';
import { ReceiptText } from 'lucide-react';
import { formatMoney } from '@/lib/currency';
import { formatMinorMoney } from '@/lib/format';
import { refundToPaymentText } from '@/lib/refunds/refund-text';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { Pagination } from '@/ui/Pagination';
import { EmptyState } from '@/ui/states';
import { formatCredits, formatDateTime } from '../amount';
import { usePurchases } from '../api/list-purchases';
import { t } from '../messages';
import { PurchaseStatusBadge } from './PurchaseStatusBadge';

/**
 * GET /cps/credit-purchase/history, ten a page: a table where there is room, cards where there is not. The
 * choice follows the panel's own width (a container query), so it holds beside an open sidebar too. A card payment
 * for a thing (a booking, an entry fee, a job fee) reads as that payment in rupees, never as credits bought
 * (decision 058). A refunded payment says where its refund stands (decision 103).
 */
export function PurchaseHistory({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const purchases = usePurchases(page);

  if (purchases.isPending) return <ListSkeleton />;
  if (purchases.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-6">
        <p className="font-semibold text-ink">{t('purchases.failed')}</p>
        <p className="text-sm text-ink-muted">{purchases.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void purchases.refetch()}>
          {t('purchases.retry')}
        </Button>
      </div>
    );
  }
  const { items, totalPages, total } = purchases.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={<ReceiptText className="size-6" />}
        title={t('purchases.empty.title')}
        text={t('purchases.empty.text')}
      />
    );
  }
  return (
    <div className="@container flex flex-col gap-4" aria-busy={purchases.isPlaceholderData || undefined}>
      <table className="hidden w-full text-left text-sm @2xl:table">
        <caption className="sr-only">{t('purchases.caption')}</caption>
        <thead>
          <tr className="border-b border-line text-xs font-semibold tracking-wider text-ink-muted uppercase">
            <th scope="col" className="py-2.5 pr-4 font-semibold">
              {t('purchases.date')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('purchases.for')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">
              {t('purchases.amount')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">
              {t('purchases.credits')}
            </th>
            <th scope="col" className="py-2.5 pl-4 font-semibold">
              {t('purchases.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((purchase) => (
            <tr key={purchase.id}>
              <td className="py-3.5 pr-4 whitespace-nowrap text-ink">{formatDateTime(purchase.createdAt)}</td>
              <td className="px-4 py-3.5 text-ink">
                {purchase.paidFor ?? t('purchases.creditsBought')}
                {purchase.paidFor && (
                  <span className="block text-xs text-ink-muted">{paidHow(purchase)}</span>
                )}
              </td>
              <td className="px-4 py-3.5 text-right font-medium whitespace-nowrap text-ink tabular-nums">
                {formatMoney(purchase.amount, purchase.currency)}
              </td>
              <td className="px-4 py-3.5 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                {purchase.paidFor ? (
                  <span className="font-normal text-ink-muted">
                    <span aria-hidden>—</span>
                    <span className="sr-only">{t('purchases.noCredits')}</span>
                  </span>
                ) : (
                  formatCredits(purchase.credits)
                )}
              </td>
              <td className="py-3.5 pl-4">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <PurchaseStatusBadge status={purchase.status} />
                  <Reason purchase={purchase} />
                </div>
                <RefundNote purchase={purchase} className="mt-1 block max-w-72" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col gap-2.5 @2xl:hidden" aria-label={t('purchases.caption')}>
        {items.map((purchase) => (
          <li key={purchase.id} className="rounded-2xl border border-line bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink tabular-nums">
                  {purchase.paidFor ?? formatCredits(purchase.credits)}
                </p>
                <p className="mt-0.5 text-sm text-ink-muted tabular-nums">
                  {purchase.paidFor ? paidHow(purchase) : formatMoney(purchase.amount, purchase.currency)} ·{' '}
                  {formatDateTime(purchase.createdAt)}
                </p>
              </div>
              <PurchaseStatusBadge status={purchase.status} />
            </div>
            <Reason purchase={purchase} className="mt-2 block" />
            <RefundNote purchase={purchase} className="mt-2 block" />
          </li>
        ))}
      </ul>

      <Pagination
        label={t('purchases.pages')}
        page={page}
        totalPages={totalPages}
        busy={purchases.isPlaceholderData}
        onPageChange={onPageChange}
      />
    </div>
  );
}

/** "₹300 paid by card" once paid, "₹300 by card" before; a checkout names no method until paid, so card. */
export function paidHow(purchase: TCreditPurchase) {
  return t('purchases.paidHow', {
    status: purchase.status,
    method: purchase.paymentMethod ?? 'card',
    amount: formatMinorMoney(Math.round(purchase.amount * 100), purchase.currency),
  });
}

function Reason({ purchase, className }: { purchase: TCreditPurchase; className?: string }) {
  if (purchase.status === 'completed' || purchase.status === 'pending' || !purchase.failureReason)
    return null;
  return <span className={`text-xs text-ink-muted ${className ?? ''}`}>{purchase.failureReason}</span>;
}

/**
 * Where the payment's refund stands, as a booking says it (lib/refunds): on its way, done, delayed, or paid back
 * outside the portal with its reference (decision 103).
 */
function RefundNote({ purchase, className }: { purchase: TCreditPurchase; className?: string }) {
  if (!purchase.refund) return null;
  return (
    <span className={`text-xs text-ink-muted ${className ?? ''}`}>
      {refundToPaymentText(purchase.refund, 'payment')}
    </span>
  );
}

export function ListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3 py-2">
      <span className="sr-only" role="status">
        {t('purchases.loading')}
      </span>
      {/* About a page of rows, so the section keeps its height while it loads. */}
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-14 rounded-xl" />
      ))}
    </div>
  );
}
