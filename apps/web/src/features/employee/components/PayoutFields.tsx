import { Landmark, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { messageAt } from '@/lib/form';
import { ChoiceCard } from '@/ui/ChoiceCard';
import { InputField } from '@/ui/fields';
import { PAYOUT_LABELS } from '../format';
import { t } from '../messages';
import type { PayoutField, PayoutMethod, PayoutValues } from '../payout';

const METHOD_ICONS: Record<PayoutMethod, ReactNode> = {
  upi: <Smartphone className="size-5" />,
  bank_transfer: <Landmark className="size-5" />,
};
const METHOD_HINTS: Record<PayoutMethod, string> = {
  get upi() {
    return t('payout.upiHint');
  },
  get bank_transfer() {
    return t('payout.bankHint');
  },
};

/** Where the money goes: a UPI id, or a bank account with its IFSC. */
export function PayoutFields({
  methods,
  values,
  errors,
  onChange,
}: {
  methods: readonly PayoutMethod[];
  values: PayoutValues;
  errors: FieldErrors<PayoutValues>;
  onChange: (next: Partial<PayoutValues>) => void;
}) {
  const text = (field: PayoutField, label: string, extra: Record<string, string> = {}, hint?: string) => (
    <InputField
      label={label}
      error={messageAt(errors, field)}
      hint={hint}
      {...extra}
      name={field}
      value={values[field]}
      onValueChange={(value) => onChange({ [field]: value })}
    />
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-sm font-medium text-ink">{t('payout.method')}</legend>
      <div className="grid gap-3 xxs:grid-cols-2">
        {methods.map((method) => (
          <ChoiceCard
            key={method}
            name="payout-method"
            value={method}
            checked={values.method === method}
            onSelect={() => onChange({ method })}
            icon={METHOD_ICONS[method]}
            title={PAYOUT_LABELS[method]}
            detail={METHOD_HINTS[method]}
          />
        ))}
      </div>
      {values.method === 'upi' ? (
        text('upiId', t('payout.upiId'), {
          autoComplete: 'off',
          spellCheck: 'false',
          placeholder: 'name@bank',
        })
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {text('accountName', t('payout.accountName'), { autoComplete: 'name' })}
          </div>
          {text('accountNumber', t('payout.accountNumber'), { inputMode: 'numeric', autoComplete: 'off' })}
          {text(
            'ifsc',
            t('payout.ifsc'),
            { autoComplete: 'off', spellCheck: 'false', placeholder: 'HDFC0001234' },
            t('payout.ifscHint'),
          )}
        </div>
      )}
    </fieldset>
  );
}
