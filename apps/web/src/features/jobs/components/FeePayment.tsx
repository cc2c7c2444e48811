import type { TJobApplication } from '@engagex/contracts';
import { CircleCheck, Coins, CreditCard, ExternalLink, FileText, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { rich } from '@/i18n/rich';
import { useCurrentUser } from '@/lib/account';
import { Button, buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { ChoiceCard } from '@/ui/ChoiceCard';
import { FormAlert } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { usePaymentRates } from '../api/get-payment-rates';
import { usePaymentStatus } from '../api/get-payment-status';
import { useInitiateFeePayment } from '../api/initiate-fee-payment';
import { CATEGORY_LABELS, formatInr } from '../format';
import { t } from '../messages';

type Method = 'credits' | 'gateway';

const leaveFor = (url: string) => window.location.assign(url);

/**
 * The fee step of an application: pay with wallet credits at once, or by card or UPI through the gateway's
 * checkout, which brings the browser back to /jobs/payment-return. Review starts once the fee is paid.
 */
export function FeePayment({
  application,
  navigate = leaveFor,
}: {
  application: TJobApplication;
  /** Where a gateway payment goes: the checkout page (a full page load; tests pass their own). */
  navigate?: (url: string) => void;
}) {
  const unpaid = application.feeCredits > 0 && application.paymentStatus !== 'COMPLETED';
  const status = usePaymentStatus(application.id, { enabled: unpaid });
  const rates = usePaymentRates();
  const { data: viewer } = useCurrentUser();
  const initiate = useInitiateFeePayment();
  const balance = viewer?.creditBalance;
  const enough = balance === undefined || balance >= application.feeCredits;
  const [picked, setMethod] = useState<Method>('credits');
  // Credits cannot be picked without enough of them (the balance may arrive after the first render).
  const method: Method = picked === 'credits' && !enough ? 'gateway' : picked;
  const headingId = useId();

  if (application.feeCredits === 0) return null;

  if (!unpaid) {
    return (
      <Card className="flex items-start gap-3 p-5">
        <span
          aria-hidden
          data-palette="green"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-tone-soft text-tone-fg"
        >
          <CircleCheck className="size-5" />
        </span>
        <div>
          <h2 className="font-semibold text-ink">{t('pay.paidTitle')}</h2>
          <p className="text-sm text-ink-muted">{t('pay.paidText', { credits: application.feeCredits })}</p>
          {/* The paid fee's GST invoice (decision 079). */}
          <Link
            to={`/jobs/applications/${application.id}/invoice`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
          >
            <FileText aria-hidden className="size-4" />
            {t('invoices.link')}
          </Link>
        </div>
      </Card>
    );
  }

  const amountInr = status.data?.amountInr ?? application.feeCredits * (rates.data?.creditValueInr ?? 10);
  const pendingCheckout = status.data?.status === 'PENDING' ? status.data.paymentUrl : null;
  const failed = status.data?.status === 'FAILED';
  const rate = rates.data?.rates.find((r) => r.category === application.opening.category);

  const pay = () =>
    initiate.mutate(
      { applicationId: application.id, method },
      {
        onSuccess: (result) => {
          if (result.status === 'COMPLETED') {
            toast({
              title: () => t('pay.paidToast'),
              description: () => t('pay.paidToastText', { credits: result.amountCredits }),
              variant: 'success',
            });
          } else if (result.paymentUrl) {
            navigate(result.paymentUrl);
          }
        },
      },
    );

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t('pay.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {rich(
            rate
              ? t('pay.costCategory', {
                  category: CATEGORY_LABELS[rate.category],
                  credits: application.feeCredits,
                  inr: formatInr(amountInr),
                })
              : t('pay.cost', { credits: application.feeCredits, inr: formatInr(amountInr) }),
            { strong: (text) => <span className="font-semibold text-ink">{text}</span> },
          )}
        </p>
      </div>

      {failed && <FormAlert>{t('pay.lastFailed')}</FormAlert>}
      {initiate.isError && <FormAlert>{initiate.error.message}</FormAlert>}

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t('pay.method')}</legend>
        <ChoiceCard
          name="fee-method"
          checked={method === 'credits'}
          onSelect={() => setMethod('credits')}
          disabled={!enough}
          icon={<Coins className="size-5" />}
          title={t('pay.wallet')}
          detail={
            balance === undefined ? (
              <Skeleton className="h-4 w-24" />
            ) : enough ? (
              t('pay.youHave', { credits: balance })
            ) : (
              t('pay.notEnoughBalance', { credits: balance })
            )
          }
        />
        <ChoiceCard
          name="fee-method"
          checked={method === 'gateway'}
          onSelect={() => setMethod('gateway')}
          icon={<CreditCard className="size-5" />}
          title={t('pay.gateway')}
          detail={t('pay.gatewayDetail', { inr: formatInr(amountInr) })}
        />
      </fieldset>

      {!enough && (
        <p className="flex items-start gap-2 text-sm text-ink-muted">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-300" />
          <span>
            {rich(t('pay.notEnough'), {
              link: (text) => (
                <Link to="/credits" className="font-medium text-link underline-offset-2 hover:underline">
                  {text}
                </Link>
              ),
            })}
          </span>
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {pendingCheckout && (
          <a href={pendingCheckout} className={buttonClasses({ variant: 'secondary' })}>
            {t('pay.continue')}
            <ExternalLink aria-hidden className="size-4" />
          </a>
        )}
        <Button
          size="lg"
          loading={initiate.isPending}
          onClick={pay}
          disabled={method === 'credits' && !enough}
        >
          {method === 'credits'
            ? t('pay.payCredits', { credits: application.feeCredits })
            : t('pay.payInr', { inr: formatInr(amountInr) })}
        </Button>
      </div>
    </Card>
  );
}
