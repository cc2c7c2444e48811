import type { TContestant, TPayMethod, TRealm, TRefundTo } from '@engagex/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageAt } from '@/lib/form';
import { formatMinorMoney } from '@/lib/format';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { Field, TextArea } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useCancelRegistration } from '../api/cancel-registration';
import { useContestantPricing } from '../api/get-contestant-pricing';
import { useInitiateContestantPayment } from '../api/initiate-contestant-payment';
import { entryRefundText, notSelectedPolicyText } from '../money';
import { goToCheckout } from '../pending-payment';
import { AddMembersForm } from '../registration/AddMembersForm';
import { type ReasonValues, reasonResolver } from '../registration/form';
import { t } from '../registration/messages';
import { expectedRefund } from '../registration-stats';
import { ErrorNotice } from './feedback';
import { PayOptions } from './PayOptions';
import { RefundChoice } from './RefundChoice';

export type RegistrationDialogKind = 'pay' | 'members' | 'cancel';

/** The dialogs of My registrations, in one chunk that loads when the first one opens. */
export default function RegistrationDialogs({
  kind,
  contestant,
  realm,
  open,
  onOpenChange,
}: {
  kind: RegistrationDialogKind;
  contestant: TContestant;
  realm: TRealm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  const title =
    kind === 'pay' ? t('payTitle') : kind === 'members' ? t('dialogs.addTitle') : t('dialogs.withdrawTitle');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={contestant.event.title}>
      {kind === 'pay' ? (
        <PayFee key={contestant.id} contestant={contestant} realm={realm} onDone={close} />
      ) : kind === 'members' ? (
        <AddMembers key={contestant.id} contestant={contestant} realm={realm} onDone={close} />
      ) : (
        <Withdraw key={contestant.id} contestant={contestant} realm={realm} onDone={close} />
      )}
    </Modal>
  );
}

function PayFee({
  contestant,
  realm,
  onDone,
}: {
  contestant: TContestant;
  realm: TRealm;
  onDone: () => void;
}) {
  const pay = useInitiateContestantPayment(realm);
  const [method, setMethod] = useState<TPayMethod | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <PayOptions
        title={t('entryFee')}
        amountCredits={contestant.feeCredits}
        pending={method}
        error={pay.error}
        onPay={(chosen) => {
          setMethod(chosen);
          pay.mutate(
            { contestantId: contestant.id, method: chosen },
            {
              onSuccess: ({ payment }) => {
                if (chosen === 'gateway' && payment.paymentUrl) {
                  goToCheckout(payment.paymentUrl, { kind: 'contestant', realm, id: contestant.id });
                  return;
                }
                toast({
                  title: () => t('feePaid'),
                  description: () => t('dialogs.goesToJury'),
                  variant: 'success',
                });
                onDone();
              },
              onError: () => setMethod(null),
            },
          );
        }}
      />
      {/* Stated before the fee is paid (decision 054). */}
      <p className="text-sm text-ink-muted">{notSelectedPolicyText(contestant)}</p>
    </div>
  );
}

function AddMembers({
  contestant,
  realm,
  onDone,
}: {
  contestant: TContestant;
  realm: TRealm;
  onDone: () => void;
}) {
  const pricing = useContestantPricing(realm, contestant.eventId);
  if (pricing.isPending) return <Skeleton className="h-40" />;
  if (pricing.isError) {
    return (
      <ErrorNotice
        title={t('dialogs.rulesFailed')}
        error={pricing.error}
        onRetry={() => void pricing.refetch()}
      />
    );
  }
  return <AddMembersForm contestant={contestant} realm={realm} pricing={pricing.data} onDone={onDone} />;
}

function Withdraw({
  contestant,
  realm,
  onDone,
}: {
  contestant: TContestant;
  realm: TRealm;
  onDone: () => void;
}) {
  const cancel = useCancelRegistration(realm);
  // The server's rule for a reason (ZCancelRequest), in the form's plain words, once a submit was tried.
  const form = useForm<ReasonValues, unknown, { reason: string }>({
    defaultValues: { reason: '' },
    resolver: reasonResolver,
    shouldFocusError: false,
  });
  const error = messageAt(form.formState.errors, 'reason');
  const refund = expectedRefund(contestant);
  const paid = contestant.paymentStatus === 'COMPLETED' && contestant.feeCredits > 0;
  // A fee paid through the gateway goes back there unless the user asks for credits (decision 038).
  const [refundTo, setRefundTo] = useState<TRefundTo>('original');
  const refundMoney =
    paid && refund > 0 && contestant.paidMoney
      ? formatMinorMoney(
          Math.round((contestant.paidMoney.amountMinor * refund) / contestant.feeCredits),
          contestant.paidMoney.currency,
        )
      : null;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ reason }) =>
        cancel.mutate(
          { contestantId: contestant.id, reason: reason.trim(), ...(refundMoney ? { refundTo } : {}) },
          {
            onSuccess: (updated) => {
              toast({
                title: () => t('dialogs.withdrawn'),
                description: updated.refundedCredits === 0 ? undefined : () => entryRefundText(updated),
                variant: 'success',
              });
              onDone();
            },
          },
        ),
      )}
    >
      {refundMoney ? (
        <>
          <p className="text-sm text-ink-muted">
            {refund === contestant.feeCredits ? t('dialogs.fullRefunded') : t('dialogs.halfRefunded')}
          </p>
          <RefundChoice money={refundMoney} credits={refund} value={refundTo} onChange={setRefundTo} />
        </>
      ) : (
        <p
          data-palette={refund > 0 ? 'green' : paid ? 'orange' : 'gray'}
          className="rounded-xl border border-tone-line bg-tone-soft px-3.5 py-2.5 text-sm text-tone-fg"
        >
          {!paid
            ? t('dialogs.nothingToRefund')
            : refund === contestant.feeCredits
              ? t('dialogs.fullToWallet', { credits: refund })
              : refund > 0
                ? t('dialogs.halfToWallet', { credits: refund })
                : t('dialogs.notRefunded')}
        </p>
      )}
      <Field label={t('dialogs.reason')} error={error} hint={t('dialogs.reasonHint')}>
        {(control) => (
          <TextArea
            {...control}
            {...form.register('reason')}
            rows={3}
            maxLength={500}
            placeholder={t('dialogs.reasonPlaceholder')}
          />
        )}
      </Field>
      {cancel.isError && <ErrorNotice title={t('dialogs.withdrawFailed')} error={cancel.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('dialogs.keep')}
        </Button>
        <Button type="submit" variant="danger" loading={cancel.isPending}>
          {t('withdrawEntry')}
        </Button>
      </div>
    </form>
  );
}
