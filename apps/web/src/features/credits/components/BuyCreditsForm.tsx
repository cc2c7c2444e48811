import {
  CREDIT_PRICE_INR,
  convertCurrency,
  SUPPORTED_CURRENCIES,
  type SupportedCurrency,
} from '@engagex/contracts';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formattingLocale } from '@/i18n/language';
import { formatMoney } from '@/lib/currency';
import { useDraft } from '@/lib/draft';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useCurrentLocation } from '@/lib/location-cache';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { AMOUNT_PRESETS, checkAmount, formatCredits, isSupported, preferredCurrency } from '../amount';
import { useUserLocation } from '../api/get-user-location';
import { useInitiatePurchase } from '../api/initiate-purchase';
import { t } from '../messages';

/** Currency names in the reader's language ("यूरो" to a Hindi reader), made once per language. */
const currencyNamesByLocale = new Map<string, Intl.DisplayNames | null>();
function currencyNamesNow(): Intl.DisplayNames | null {
  const locale = formattingLocale() ?? '';
  if (!currencyNamesByLocale.has(locale)) {
    try {
      currencyNamesByLocale.set(locale, new Intl.DisplayNames(locale || undefined, { type: 'currency' }));
    } catch {
      currencyNamesByLocale.set(locale, null);
    }
  }
  return currencyNamesByLocale.get(locale) ?? null;
}

const DEFAULT_PRESET = 1;

/**
 * Buy credits (POST /cps/credit-purchase/initiate), then leave for the gateway's checkout page. The amount
 * is checked with the server's rules while typing; what the server still refuses is shown as it says it.
 */
export function BuyCreditsForm({
  navigate = (url) => window.location.assign(url),
}: {
  /** Where the browser goes to pay; tests pass their own. */
  navigate?: (url: string) => void;
}) {
  const userLocation = useUserLocation();
  // The country the header shows is the page's one truth; the server's copy only fills in until it is known.
  const pageLocation = useCurrentLocation();
  const pageCountry = pageLocation && { currency: pageLocation.currency, country: pageLocation.countryCode };
  const initiate = useInitiatePurchase();
  // The currency chosen (null: the page's), the preset pressed (null: the typed text counts). A preset follows
  // the currency (the second INR preset becomes the second USD one); typed text does not. The amount is checked
  // with checkNow as it is typed (../amount), so the draft needs no resolver (lib/draft, decision 081).
  const { draft, set, edit } = useDraft<{
    currency: SupportedCurrency | null;
    preset: number | null;
    typed: string;
  }>({ currency: null, preset: DEFAULT_PRESET, typed: '' });
  const { currency: chosenCurrency, preset, typed } = draft;
  const [touched, setTouched] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [noCheckout, setNoCheckout] = useState(false);
  // One key per purchase attempt: pressing Pay again after a timeout or a 503 cannot open a second order.
  const keyFor = useIdempotencyKey();
  const ids = { amount: useId(), currency: useId(), error: useId(), preview: useId() };

  const currency = chosenCurrency ?? preferredCurrency(pageCountry ?? userLocation.data);
  const presets = AMOUNT_PRESETS[currency];
  const text = preset === null ? typed : String(presets[preset] ?? '');
  const check = checkAmount(text, currency);
  const showError = !check.ok && (touched || text.trim() !== '');
  const serverError = initiate.error?.message ?? (noCheckout ? t('buy.noCheckout') : null);

  const changed = () => {
    if (initiate.isError) initiate.reset();
    setNoCheckout(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || initiate.isPending || leaving) return;
    const attempt = { amount: check.amount, currency };
    initiate.mutate(
      { ...attempt, idempotencyKey: keyFor(attempt) },
      {
        onSuccess: (purchase) => {
          if (!purchase.paymentUrl) {
            setNoCheckout(true);
            return;
          }
          setLeaving(true);
          navigate(purchase.paymentUrl);
        },
      },
    );
  };

  return (
    <Card className="flex flex-col p-6 sm:p-7">
      <section aria-labelledby="buy-heading" className="flex flex-1 flex-col">
        <h2 id="buy-heading" className="text-lg font-semibold">
          {t('buy.heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('buy.intro')}</p>

        <form
          noValidate
          onSubmit={submit}
          className="mt-5 flex flex-1 flex-col gap-5"
          aria-label={t('buy.form')}
        >
          <fieldset>
            <legend className="text-sm font-medium text-ink">{t('buy.choose')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 xxs:grid-cols-4">
              {presets.map((value, index) => {
                const selected = preset === index;
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => {
                      changed();
                      set('preset', index);
                    }}
                    className={cx(
                      'flex flex-col items-center rounded-xl border px-2 py-2.5 transition-colors duration-(--duration-fast)',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                      selected
                        ? 'border-primary bg-primary/10 text-ink ring-1 ring-primary'
                        : 'border-line-strong bg-surface text-ink hover:bg-surface-muted',
                    )}
                  >
                    <span className="text-sm font-semibold tabular-nums">{formatMoney(value, currency)}</span>
                    <span className="text-xs text-ink-muted tabular-nums">
                      {formatCredits(creditsOf(value, currency))}
                    </span>
                  </button>
                );
              })}
            </div>
          </fieldset>

          <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.amount} className="text-sm font-medium text-ink">
                {t('buy.amount')}
              </label>
              <input
                id={ids.amount}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('buy.otherAmount')}
                value={text}
                aria-invalid={showError || undefined}
                aria-describedby={showError ? ids.error : ids.preview}
                onChange={(event) => {
                  changed();
                  edit({ ...draft, preset: null, typed: event.target.value });
                }}
                onBlur={() => setTouched(true)}
                className={cx(
                  'h-11 w-full rounded-xl border border-line-strong bg-surface px-3.5 text-[15px] text-ink tabular-nums shadow-xs',
                  'placeholder:text-ink-muted/70 transition-colors duration-(--duration-fast) hover:border-ink-muted',
                  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
                  'aria-invalid:border-danger',
                )}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.currency} className="text-sm font-medium text-ink">
                {t('buy.currency')}
              </label>
              <select
                id={ids.currency}
                name="currency"
                value={currency}
                onChange={(event) => {
                  changed();
                  if (isSupported(event.target.value)) set('currency', event.target.value);
                }}
                className={cx(
                  'h-11 rounded-xl border border-line-strong bg-surface pr-8 pl-3 text-[15px] font-medium text-ink shadow-xs',
                  'hover:border-ink-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
                )}
              >
                {SUPPORTED_CURRENCIES.map((code) => (
                  <option key={code} value={code} title={currencyNamesNow()?.of(code)}>
                    {code}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <div className="min-h-16 rounded-2xl bg-surface-muted px-4 py-3">
            {showError && !check.ok ? (
              <p id={ids.error} className="text-sm font-medium text-danger">
                {check.message}
              </p>
            ) : (
              <output id={ids.preview} htmlFor={`${ids.amount} ${ids.currency}`} aria-live="polite">
                {check.ok ? (
                  <>
                    <span className="block text-2xl font-bold tracking-tight text-ink tabular-nums">
                      {t('buy.preview', { credits: check.credits })}
                    </span>
                    <span className="block text-xs text-ink-muted">
                      {currency === 'INR'
                        ? t('buy.rate', {
                            amount: formatMoney(check.amount, 'INR'),
                            price: formatMoney(CREDIT_PRICE_INR, 'INR'),
                          })
                        : t('buy.converted', {
                            amount: formatMoney(check.amount, currency),
                            inr: formatMoney(convertCurrency(check.amount, currency, 'INR'), 'INR'),
                          })}
                    </span>
                  </>
                ) : (
                  <span className="block py-1.5 text-sm text-ink-muted">{t('buy.hint')}</span>
                )}
              </output>
            )}
          </div>

          {serverError && (
            <p
              role="alert"
              className="rounded-xl border border-danger/40 bg-danger-soft px-3.5 py-2.5 text-sm text-danger"
            >
              {serverError}
            </p>
          )}

          <div className="mt-auto flex flex-col gap-3">
            <Button
              type="submit"
              size="lg"
              loading={initiate.isPending || leaving}
              icon={
                initiate.isPending || leaving ? undefined : <ShieldCheck aria-hidden className="size-5" />
              }
              className="w-full"
            >
              {check.ok ? t('buy.pay', { amount: formatMoney(check.amount, currency) }) : t('buy.continue')}
              {!(initiate.isPending || leaving) && <ArrowRight aria-hidden className="size-4" />}
            </Button>
            <p className="text-center text-xs text-ink-muted">{t('buy.secure')}</p>
          </div>
        </form>
      </section>
    </Card>
  );
}

function creditsOf(amount: number, currency: SupportedCurrency): number {
  const check = checkAmount(String(amount), currency);
  return check.ok ? check.credits : 0;
}
