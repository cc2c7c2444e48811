import { type TContestant, type TRealm, type TRefundTo, ZCancelRequest } from '@engagex/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatMinorMoney } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/http';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useAddContestants } from '../api/add-contestants';
import { useCancelRegistration } from '../api/cancel-registration';
import { feeFor, useContestantPricing } from '../api/get-contestant-pricing';
import type { PayMethod } from '../api/initiate-booking-payment';
import { useInitiateContestantPayment } from '../api/initiate-contestant-payment';
import { formatCredits } from '../format';
import { entryRefundText } from '../money';
import { goToCheckout } from '../pending-payment';
import {
  type FieldErrors,
  firstProblem,
  type MemberValues,
  newMember,
  validateMembers,
} from '../registration/form';
import { TextInput } from '../registration/inputs';
import { expectedRefund } from '../registration-stats';
import { ErrorNotice } from './feedback';
import { Field, TextArea } from './fields';
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
    kind === 'pay' ? 'Pay the entry fee' : kind === 'members' ? 'Add group members' : 'Withdraw this entry?';
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
  const [method, setMethod] = useState<PayMethod | null>(null);
  return (
    <PayOptions
      title="Entry fee"
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
                title: 'Entry fee paid',
                description: 'Your entry goes to the jury.',
                variant: 'success',
              });
              onDone();
            },
            onError: () => setMethod(null),
          },
        );
      }}
    />
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
  const add = useAddContestants(realm);
  const [members, setMembers] = useState<MemberValues[]>(() => [newMember()]);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  if (pricing.isPending) return <Skeleton className="h-40" />;
  if (pricing.isError) {
    return (
      <ErrorNotice
        title="Could not load the competition's rules"
        error={pricing.error}
        onRetry={() => void pricing.refetch()}
      />
    );
  }
  const already = contestant.additionalContestants.length;
  // Everyone after the registrant counts against the group's size, the members already listed included.
  const room = pricing.data.maxGroupSize - 1 - already;
  const checked = validateMembers(members, pricing.data.maxGroupSize - already);
  const errors = tried ? { ...(checked.errors ?? {}), ...serverErrors } : serverErrors;
  const newFee = feeFor(pricing.data, 1 + already + members.length);

  const field = (index: number, name: 'fullName' | 'dateOfBirth' | 'role') => {
    const key = `additionalContestants.${index}.${name}`;
    return {
      name: key,
      value: members[index]?.[name] ?? '',
      error: errors[key],
      onValue: (value: string) =>
        setMembers((list) => list.map((m, i) => (i === index ? { ...m, [name]: value } : m))),
    };
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!checked.data) return;
        add.mutate(
          { contestantId: contestant.id, contestants: checked.data },
          {
            onSuccess: (updated) => {
              toast({
                title: 'Members added',
                description: `The entry fee is now ${formatCredits(updated.feeCredits)}.`,
                variant: 'success',
              });
              onDone();
            },
            onError: (error) => {
              // This endpoint's body names them `contestants`; the form's fields are `additionalContestants`.
              const fields = fieldErrorsOf(error);
              setServerErrors(
                Object.fromEntries(
                  Object.entries(fields).map(([key, message]) => [
                    key.replace(/^contestants/, 'additionalContestants'),
                    message,
                  ]),
                ),
              );
            },
          },
        );
      }}
    >
      <p className="text-sm text-ink-muted">
        {room > 0 ? `Room for ${room} more.` : 'The group is full.'} The fee becomes {formatCredits(newFee)}.
      </p>
      {errors.additionalContestants && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.additionalContestants}
        </p>
      )}
      {members.map((member, index) => (
        <fieldset key={member.key} className="rounded-2xl border border-line p-4">
          <legend className="px-1 text-sm font-semibold text-ink">New member {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextInput
              label="Full name"
              maxLength={100}
              className="sm:col-span-2"
              {...field(index, 'fullName')}
            />
            <TextInput label="Date of birth" type="date" {...field(index, 'dateOfBirth')} />
            <TextInput label="Role" optional maxLength={60} {...field(index, 'role')} />
          </div>
          {members.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 text-danger"
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => setMembers((list) => list.filter((m) => m.key !== member.key))}
            >
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        className="self-start"
        disabled={members.length >= room}
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() => setMembers((list) => [...list, newMember()])}
      >
        Another member
      </Button>
      {add.isError && <ErrorNotice title="Could not add members" error={add.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={add.isPending} disabled={room <= 0}>
          Add to the group
        </Button>
      </div>
    </form>
  );
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
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // The server's rule for a reason (ZCancelRequest), in the form's plain words.
  const problem = firstProblem(ZCancelRequest, { reason });
  const error = tried ? problem : undefined;
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
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem) return;
        cancel.mutate(
          { contestantId: contestant.id, reason: reason.trim(), ...(refundMoney ? { refundTo } : {}) },
          {
            onSuccess: (updated) => {
              toast({
                title: 'Entry withdrawn',
                description: updated.refundedCredits === 0 ? undefined : entryRefundText(updated),
                variant: 'success',
              });
              onDone();
            },
          },
        );
      }}
    >
      {refundMoney ? (
        <>
          <p className="text-sm text-ink-muted">
            {refund === contestant.feeCredits
              ? 'The full fee is refunded.'
              : 'Half the fee is refunded (less than 7 days to go).'}
          </p>
          <RefundChoice money={refundMoney} credits={refund} value={refundTo} onChange={setRefundTo} />
        </>
      ) : (
        <p
          data-palette={refund > 0 ? 'green' : paid ? 'orange' : 'gray'}
          className="rounded-xl border border-tone-line bg-tone-soft px-3.5 py-2.5 text-sm text-tone-fg"
        >
          {!paid
            ? 'No fee was paid, so there is nothing to refund.'
            : refund === contestant.feeCredits
              ? `The full fee, ${formatCredits(refund)}, goes back to your wallet.`
              : refund > 0
                ? `Half the fee, ${formatCredits(refund)}, goes back to your wallet (less than 7 days to go).`
                : 'The competition has started, so the fee is not refunded.'}
        </p>
      )}
      <Field label="Reason" error={error} hint="3 to 500 characters.">
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="For example: our group cannot travel on that date"
          />
        )}
      </Field>
      {cancel.isError && <ErrorNotice title="Could not withdraw" error={cancel.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Keep my entry
        </Button>
        <Button type="submit" variant="danger" loading={cancel.isPending}>
          Withdraw entry
        </Button>
      </div>
    </form>
  );
}
