import type { TCreditPurchase } from '@engagex/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { rich } from '@/i18n/rich';
import { formatMoney } from '@/lib/currency';
import { formatMinorMoney } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { Button, buttonClasses } from '@/ui/Button';
import { toast } from '@/ui/toast';
import { formatTimeLeft } from '../amount';
import { useCancelPurchase } from '../api/cancel-purchase';
import { purchasesKey } from '../api/keys';
import { usePurchases } from '../api/list-purchases';
import { t } from '../messages';

const isOpen = (purchase: TCreditPurchase, now: number) =>
  purchase.status === 'pending' && Boolean(purchase.paymentUrl) && Date.parse(purchase.expiresAt) > now;

/**
 * Purchases still waiting for payment (the newest page of the history holds them: they live 15 minutes),
 * each with its time left, a way back to its checkout and a way out.
 */
export function PendingPurchases() {
  const purchases = usePurchases(1);
  const queryClient = useQueryClient();
  const pending = purchases.data?.items.filter((purchase) => purchase.status === 'pending') ?? [];
  const now = useNow(pending.length > 0);
  const open = pending.filter((purchase) => isOpen(purchase, now));
  const expired = pending.length - open.length;

  // One that ran out is failed by the server on the next read; fetch it so the history says so.
  useEffect(() => {
    if (expired > 0) void queryClient.invalidateQueries({ queryKey: purchasesKey });
  }, [expired, queryClient]);

  if (open.length === 0) return null;
  return (
    <section aria-labelledby="pending-heading" className="flex flex-col gap-3">
      <h2 id="pending-heading" className="sr-only">
        {t('pending.heading')}
      </h2>
      {open.map((purchase) => (
        <PendingPurchase key={purchase.id} purchase={purchase} now={now} />
      ))}
    </section>
  );
}

function PendingPurchase({ purchase, now }: { purchase: TCreditPurchase; now: number }) {
  const cancel = useCancelPurchase();
  const left = Date.parse(purchase.expiresAt) - now;
  const amount = formatMoney(purchase.amount, purchase.currency);
  // A checkout for a thing is a payment for it, not credits (decision 058).
  const what = purchase.paidFor
    ? t('pending.paymentWaiting', {
        what: purchase.paidFor,
        amount: formatMinorMoney(Math.round(purchase.amount * 100), purchase.currency),
      })
    : t('pending.purchaseWaiting', { credits: purchase.credits, amount });
  return (
    <article
      data-palette="yellow"
      aria-label={
        purchase.paidFor
          ? t('pending.paymentLabel', { what: purchase.paidFor })
          : t('pending.purchaseLabel', { credits: purchase.credits })
      }
      className="flex flex-col gap-4 rounded-2xl border border-tone-line bg-tone-soft p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <span
        aria-hidden
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-tone-solid/15 text-tone-fg"
      >
        <Clock className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{what}</p>
        <p className="mt-0.5 text-sm text-ink-muted">
          {rich(t('pending.left', { left: formatTimeLeft(left) }), {
            time: (text) => <span className="font-semibold text-tone-fg tabular-nums">{text}</span>,
          })}
          {cancel.isError ? (
            <span role="alert" className="ml-2 text-danger">
              {cancel.error.message}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(purchase.id, {
              onSuccess: () =>
                toast({
                  title: () => t('pending.cancelled'),
                  description: () => t('pending.notCharged', { amount }),
                }),
            })
          }
        >
          {t('pending.cancel')}
        </Button>
        {/* A real navigation: the checkout page is the gateway's, not a route of this app. */}
        <a href={purchase.paymentUrl ?? undefined} className={buttonClasses()}>
          {t('pending.resume')}
        </a>
      </div>
    </article>
  );
}
