import { Landmark, Smartphone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '@/ui/cx';
import { InputField } from '@/ui/fields';
import { PAYOUT_LABELS } from '../format';
import type { PayoutErrors, PayoutField, PayoutMethod, PayoutValues } from '../payout';

const METHOD_ICONS: Record<PayoutMethod, ReactNode> = {
  upi: <Smartphone className="size-5" />,
  bank_transfer: <Landmark className="size-5" />,
};
const METHOD_HINTS: Record<PayoutMethod, string> = {
  upi: 'To a UPI id, usually within a day of approval',
  bank_transfer: 'NEFT or IMPS to an Indian bank account',
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
  errors: PayoutErrors;
  onChange: (next: Partial<PayoutValues>) => void;
}) {
  const id = useId();
  const text = (field: PayoutField, label: string, extra: Record<string, string> = {}, hint?: string) => (
    <InputField
      label={label}
      error={errors[field]}
      hint={hint}
      {...extra}
      name={field}
      value={values[field]}
      onValueChange={(value) => onChange({ [field]: value })}
    />
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-sm font-medium text-ink">Payout method</legend>
      <div className="grid gap-3 xxs:grid-cols-2">
        {methods.map((method) => {
          const checked = values.method === method;
          return (
            <label
              key={method}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-2xl border p-3.5 transition-colors',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
                checked
                  ? 'border-primary bg-surface-muted/60 ring-1 ring-primary'
                  : 'border-line-strong hover:bg-surface-muted/50',
              )}
            >
              <input
                type="radio"
                name="payout-method"
                value={method}
                checked={checked}
                onChange={() => onChange({ method })}
                aria-labelledby={`${id}-${method}`}
                aria-describedby={`${id}-${method}-hint`}
                className="sr-only"
              />
              <span
                aria-hidden
                className={cx(
                  'inline-flex size-9 shrink-0 items-center justify-center rounded-xl',
                  checked ? 'bg-primary text-primary-fg' : 'bg-surface-muted text-ink-muted',
                )}
              >
                {METHOD_ICONS[method]}
              </span>
              <span className="min-w-0">
                <span id={`${id}-${method}`} className="block text-sm font-semibold text-ink">
                  {PAYOUT_LABELS[method]}
                </span>
                <span id={`${id}-${method}-hint`} className="block text-xs text-ink-muted">
                  {METHOD_HINTS[method]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {values.method === 'upi' ? (
        text('upiId', 'UPI id', { autoComplete: 'off', spellCheck: 'false', placeholder: 'name@bank' })
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {text('accountName', 'Account holder’s name', { autoComplete: 'name' })}
          </div>
          {text('accountNumber', 'Account number', { inputMode: 'numeric', autoComplete: 'off' })}
          {text(
            'ifsc',
            'IFSC',
            { autoComplete: 'off', spellCheck: 'false', placeholder: 'HDFC0001234' },
            'On your cheque book or bank app',
          )}
        </div>
      )}
    </fieldset>
  );
}
