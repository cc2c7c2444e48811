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
import { t } from '../messages';

export type Decision = 'reject' | 'mark-paid';

/** Each decision's one field, named as its request body names it. */
type DecisionValues = { reason: string; payoutReference: string };
type DecisionBody = Partial<TRejectEncashmentRequest & TMarkPaidRequest>;

/** `sayingOnly` with its sentence written when the form is checked, in the reader's language of that moment. */
const sayingNow =
  (
    resolver: Resolver<DecisionValues, unknown, DecisionBody>,
    field: keyof DecisionValues,
    message: () => string,
  ): Resolver<DecisionValues, unknown, DecisionBody> =>
  (values, context, options) =>
    sayingOnly(resolver, field, message())(values, context, options);

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
    get name() {
      return t('decision.reject.name');
    },
    get label() {
      return t('decision.reject.label');
    },
    get placeholder() {
      return t('decision.reject.example');
    },
    get confirm() {
      return t('decision.reject.confirm');
    },
    variant: 'danger',
    resolver: sayingNow(
      requestResolver<DecisionValues, TRejectEncashmentRequest>(ZRejectEncashmentRequest, ({ reason }) => ({
        reason,
      })),
      'reason',
      () => t('decision.reject.rule'),
    ),
  },
  'mark-paid': {
    field: 'payoutReference',
    get name() {
      return t('decision.paid.name');
    },
    get label() {
      return t('decision.paid.label');
    },
    get placeholder() {
      return t('decision.paid.example');
    },
    get confirm() {
      return t('decision.paid.confirm');
    },
    variant: 'primary',
    resolver: sayingNow(
      requestResolver<DecisionValues, TMarkPaidRequest>(ZMarkPaidRequest, ({ payoutReference }) => ({
        payoutReference,
      })),
      'payoutReference',
      () => t('decision.paid.rule'),
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
          {t('decision.back')}
        </Button>
        <Button type="submit" variant={variant} loading={sending}>
          {confirm}
        </Button>
      </div>
    </form>
  );
}
