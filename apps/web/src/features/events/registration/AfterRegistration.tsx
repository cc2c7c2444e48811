import type { TContestant, TPayMethod, TRealm } from '@engagex/contracts';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { rich } from '@/i18n/rich';
import { buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { toast } from '@/ui/toast';
import { useInitiateContestantPayment } from '../api/initiate-contestant-payment';
import { PayOptions } from '../components/PayOptions';
import { CONTESTANT_STATUS, ContestantStatusBadge } from '../components/StatusBadges';
import { notSelectedPolicyText } from '../money';
import { REGISTRATIONS_PATH } from '../paths';
import { goToCheckout } from '../pending-payment';
import { t } from './messages';

/** The fee (if any) is paid right here; then the entry waits for the jury. */
export function AfterRegistration({
  contestant,
  realm,
  onPaid,
}: {
  contestant: TContestant;
  realm: TRealm;
  onPaid: (contestant: TContestant) => void;
}) {
  const myRegistrations = REGISTRATIONS_PATH + (realm === 'events' ? '' : `?realm=${realm}`);
  if (contestant.status === 'pending_payment') {
    return <FeePayment contestant={contestant} realm={realm} onPaid={onPaid} />;
  }
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <span
        aria-hidden
        data-palette="green"
        className="inline-flex size-14 items-center justify-center rounded-full bg-tone-soft text-tone-fg ring-8 ring-tone-soft/50"
      >
        <CircleCheck className="size-7" />
      </span>
      <div role="status">
        <h2 className="text-2xl font-bold tracking-tight">{t('after.registered')}</h2>
        <p className="mt-2 text-sm text-ink-muted">{CONTESTANT_STATUS[contestant.status].text}</p>
      </div>
      <ContestantStatusBadge status={contestant.status} />
      <Link to={myRegistrations} className={buttonClasses()}>
        {t('myRegistrations')}
      </Link>
    </Card>
  );
}

function FeePayment({
  contestant,
  realm,
  onPaid,
}: {
  contestant: TContestant;
  realm: TRealm;
  onPaid: (contestant: TContestant) => void;
}) {
  const pay = useInitiateContestantPayment(realm);
  const [method, setMethod] = useState<TPayMethod | null>(null);
  const onPay = (chosen: TPayMethod) => {
    setMethod(chosen);
    pay.mutate(
      { contestantId: contestant.id, method: chosen },
      {
        onSuccess: ({ contestant: updated, payment }) => {
          if (chosen === 'gateway' && payment.paymentUrl) {
            goToCheckout(payment.paymentUrl, { kind: 'contestant', realm, id: contestant.id });
            return;
          }
          setMethod(null);
          toast({
            title: () => t('feePaid'),
            description: () => t('after.registeredText'),
            variant: 'success',
          });
          onPaid(updated);
        },
        onError: () => setMethod(null),
      },
    );
  };
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div>
        <h2 className="text-xl font-semibold">{t('payTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('after.payText', { fee: contestant.feeCredits })}</p>
      </div>
      <PayOptions
        amountCredits={contestant.feeCredits}
        onPay={onPay}
        pending={method}
        error={pay.error}
        title={t('entryFee')}
      />
      {/* Stated before the fee is paid (decision 054). */}
      <p className="text-sm text-ink-muted">{notSelectedPolicyText(contestant)}</p>
      <p className="text-center text-xs text-ink-muted">
        {rich(t('after.payLater'), {
          link: (text) => (
            <Link
              to={REGISTRATIONS_PATH + (realm === 'events' ? '' : `?realm=${realm}`)}
              className="font-medium text-link underline underline-offset-2"
            >
              {text}
            </Link>
          ),
        })}
      </p>
    </Card>
  );
}
