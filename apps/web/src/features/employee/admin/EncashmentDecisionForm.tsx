import {
  type TMarkPaidRequest,
  type TRejectEncashmentRequest,
  ZMarkPaidRequest,
  ZRejectEncashmentRequest,
} from '@engagex/contracts';
import { type Resolver, useForm } from 'react-hook-form';
import { messageAt, requestResolver, sayingOnly } from '@/lib/form';
import { Button, type ButtonVariant } from '@/ui/Button';
import { InputField } from '@/ui/fields';

export type Decision = 'reject' | 'mark-paid';

/** Each decision's one field, named as its request body names it. */
type DecisionValues = { reason: string; payoutReference: string };
type DecisionBody = Partial<TRejectEncashmentRequest & TMarkPaidRequest>;

const DECISIONS: Record<
  Decision,
  {
    field: keyof DecisionValues;
    name: string;
    label: string;
    placeholder: string;
    confirm: string;
    variant: ButtonVariant;
    resolver: Resolver<DecisionValues, unknown, DecisionBody>;
  }
> = {
  reject: {
    field: 'reason',
    name: 'Reject request',
    label: 'Reason for rejecting',
    placeholder: 'e.g. Payout details do not match HR records',
    confirm: 'Reject request',
    variant: 'danger',
    resolver: sayingOnly(
      requestResolver<DecisionValues, TRejectEncashmentRequest>(ZRejectEncashmentRequest, ({ reason }) => ({
        reason,
      })),
      'reason',
      'Give a reason of at least 3 characters; the employee sees it',
    ),
  },
  'mark-paid': {
    field: 'payoutReference',
    name: 'Mark request paid',
    label: 'Payout reference',
    placeholder: 'e.g. UTR 412345678901',
    confirm: 'Confirm payout',
    variant: 'primary',
    resolver: sayingOnly(
      requestResolver<DecisionValues, TMarkPaidRequest>(ZMarkPaidRequest, ({ payoutReference }) => ({
        payoutReference,
      })),
      'payoutReference',
      'Enter the payout’s reference (3 to 100 characters)',
    ),
  },
};

/**
 * What a decision asks for before it is sent: a reason to reject (the employee sees it) or the payout's
 * reference, by the contract's rule. Its message shows from the first try to confirm, then follows the typing.
 */
export function EncashmentDecisionForm({
  decision,
  busy,
  sending,
  onConfirm,
  onBack,
}: {
  decision: Decision;
  busy: boolean;
  sending: boolean;
  /** The field's text as the server takes it (trimmed). */
  onConfirm: (text: string) => void;
  onBack: () => void;
}) {
  const { field, name, label, placeholder, confirm, variant, resolver } = DECISIONS[decision];
  // Focus stays where it is on a refusal: the field was focused as it opened, and its message is beside it.
  const form = useForm<DecisionValues, unknown, DecisionBody>({
    defaultValues: { reason: '', payoutReference: '' },
    resolver,
    shouldFocusError: false,
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => onConfirm(body[field] ?? ''))}
      aria-label={name}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted/60 p-3 sm:flex-row sm:items-end"
    >
      <InputField
        label={label}
        error={messageAt(form.formState.errors, field)}
        className="flex-1"
        // The field the admin just asked for.
        autoFocus
        placeholder={placeholder}
        {...form.register(field)}
      />
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" variant={variant} loading={sending}>
          {confirm}
        </Button>
      </div>
    </form>
  );
}
