import type { TPayMethod } from '@engagex/contracts';
import { CREDIT_PRICE_INR } from '@engagex/contracts';
import { Coins, CreditCard, ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { rich } from '@/i18n/rich';
import { useCreditBalance } from '@/lib/account';
import { isApiError } from '@/lib/api-error';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { formatCount, formatCredits, formatInr } from '../format';
import { t } from '../later/messages';
import { ErrorNotice } from './feedback';

/**
 * How to pay an amount of credits: from the wallet (its balance shown, a shortfall said plainly) or through the
 * payment gateway's checkout in rupees. The caller runs the payment; this only chooses and asks.
 */
export function PayOptions({
  amountCredits,
  onPay,
  pending,
  error,
  disabled = false,
  title = t('pay.title'),
}: {
  amountCredits: number;
  onPay: (method: TPayMethod) => void;
  pending: TPayMethod | null;
  error: unknown;
  disabled?: boolean;
  title?: string;
}) {
  const id = useId();
  const balance = useCreditBalance();
  const have = balance.data?.balance;
  const short = have !== undefined && have < amountCredits;
  const [chosen, setChosen] = useState<TPayMethod | null>(null);
  const method: TPayMethod = chosen ?? (short ? 'gateway' : 'credits');
  const rupees = amountCredits * CREDIT_PRICE_INR;
  const insufficient = isApiError(error) && /insufficient credits/i.test(error.message);
  const payCredits = t('pay.credits', { count: amountCredits, amount: formatCount(amountCredits) });

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled || pending !== null}>
      <legend className="mb-1 text-sm font-semibold text-ink">{title}</legend>
      <Option
        name={id}
        value="credits"
        checked={method === 'credits'}
        onSelect={() => setChosen('credits')}
        icon={<Coins className="size-5 text-amber-600 dark:text-amber-300" />}
        title={payCredits}
        detail={
          balance.isPending ? (
            t('pay.balance.checking')
          ) : balance.isError ? (
            t('pay.balance.failed')
          ) : (
            <>
              {rich(t('pay.balance', { balance: formatCredits(have ?? 0) }), {
                strong: (text) => <strong className="font-semibold text-ink">{text}</strong>,
              })}
              {short ? (
                <span className="mt-0.5 block font-medium text-danger">
                  {t('pay.short', { short: formatCredits(amountCredits - (have ?? 0)) })}{' '}
                  <Link to="/credits" className="font-semibold text-link underline underline-offset-2">
                    {t('pay.buyCredits')}
                  </Link>
                </span>
              ) : (
                <span className="block">
                  {t('pay.after', { balance: formatCredits((have ?? 0) - amountCredits) })}
                </span>
              )}
            </>
          )
        }
      />
      <Option
        name={id}
        value="gateway"
        checked={method === 'gateway'}
        onSelect={() => setChosen('gateway')}
        icon={<CreditCard className="size-5 text-ink-muted" />}
        title={t('pay.online', { amount: formatInr(rupees) })}
        detail={t('pay.online.detail')}
      />

      {error ? (
        <ErrorNotice title={insufficient ? t('pay.notEnough') : t('pay.failed')} error={error}>
          {insufficient ? (
            <Link to="/credits" className="text-sm font-semibold text-link underline underline-offset-2">
              {t('pay.buyCredits')}
            </Link>
          ) : null}
        </ErrorNotice>
      ) : null}

      <Button
        size="lg"
        className="w-full"
        loading={pending !== null}
        disabled={method === 'credits' && short}
        onClick={() => onPay(method)}
      >
        {method === 'credits' ? payCredits : t('pay.checkout')}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-ink-muted">
        <ShieldCheck aria-hidden className="size-3.5" />
        {method === 'credits' ? t('pay.note.credits') : t('pay.note.gateway')}
      </p>
    </fieldset>
  );
}

function Option({
  name,
  value,
  checked,
  onSelect,
  icon,
  title,
  detail,
}: {
  name: string;
  value: TPayMethod;
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  detail: ReactNode;
}) {
  return (
    <label
      className={cx(
        'flex cursor-pointer items-start gap-3 rounded-2xl border p-3.5 transition-colors duration-(--duration-fast)',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
        checked
          ? 'border-primary bg-primary/5 ring-1 ring-primary'
          : 'border-line-strong hover:bg-surface-muted',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      <span
        aria-hidden
        className={cx(
          'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2',
          checked ? 'border-primary' : 'border-line-strong',
        )}
      >
        {checked && <span className="size-2.5 rounded-full bg-primary" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 text-sm font-semibold text-ink">
          <span aria-hidden>{icon}</span>
          {title}
        </span>
        <span className="mt-1 block text-xs text-ink-muted">{detail}</span>
      </span>
    </label>
  );
}
