import {
  COUNTRY_CURRENCY,
  convertCurrency,
  creditsFor,
  DEFAULT_CURRENCY,
  DEFAULT_MAX_PURCHASE_INR,
  SUPPORTED_CURRENCIES,
  type SupportedCurrency,
} from '@engagex/contracts';
import { formatMinorMoney, formatNumber } from '@/lib/format';
import { formatMoment } from '@/lib/time';
import { t } from './messages';

/** Round amounts a buyer would pick in each currency; each buys at least a few dozen credits. */
export const AMOUNT_PRESETS: Record<SupportedCurrency, readonly number[]> = {
  INR: [100, 500, 1000, 2000],
  USD: [5, 10, 20, 50],
  EUR: [5, 10, 20, 50],
  GBP: [5, 10, 20, 50],
  CAD: [10, 20, 50, 100],
  AUD: [10, 20, 50, 100],
  SGD: [10, 20, 50, 100],
  JPY: [1000, 2000, 5000, 10000],
  KRW: [10000, 20000, 50000, 100000],
  CNY: [50, 100, 200, 500],
  AED: [20, 50, 100, 200],
};

// Not the contracts' isSupportedCurrency: it lives beside zod schemas that would then ship to the browser.
export const isSupported = (code: string | undefined | null): code is SupportedCurrency =>
  typeof code === 'string' && (SUPPORTED_CURRENCIES as readonly string[]).includes(code);

/**
 * The currency the form starts in: the user's own when we can sell in it (their location's currency, else
 * their country's, docs/product.md §9's table), otherwise INR.
 */
export function preferredCurrency(location: { currency?: string; country?: string } | undefined) {
  const candidates = [location?.currency, location?.country ? COUNTRY_CURRENCY[location.country] : undefined];
  return candidates.find(isSupported) ?? (DEFAULT_CURRENCY as SupportedCurrency);
}

export type AmountCheck = { ok: true; amount: number; credits: number } | { ok: false; message: string };

const NUMBER = /^(\d+\.?\d*|\.\d+)$/;

/**
 * The server's rules for an amount (ZMoneyAmount and pricing), checked as the user types so the form can say
 * what is wrong before anything is sent. The messages are the server's own. An amount above the per-purchase
 * maximum (the server's default; a server configured otherwise still refuses in its own words) is refused here,
 * never previewed as credits it would not sell.
 */
export function checkAmount(
  text: string,
  currency: SupportedCurrency,
  maxPurchaseInr = DEFAULT_MAX_PURCHASE_INR,
): AmountCheck {
  const value = text.trim();
  if (value === '') return { ok: false, message: t('amount.empty') };
  if (!NUMBER.test(value)) return { ok: false, message: t('amount.notNumber') };
  const amount = Number(value);
  if (!(amount > 0)) return { ok: false, message: t('amount.notPositive') };
  if ((value.split('.')[1] ?? '').length > 2) {
    return { ok: false, message: t('amount.decimals') };
  }
  if (convertCurrency(amount, currency, 'INR') > maxPurchaseInr) {
    return { ok: false, message: aboveMax(maxPurchaseInr, currency) };
  }
  const credits = creditsFor(amount, currency);
  if (credits < 1) return { ok: false, message: t('amount.tooSmall') };
  return { ok: true, amount, credits };
}

/** The maximum in rupees, "(about $1,204)" beside it for a buyer paying in another currency. */
function aboveMax(maxPurchaseInr: number, currency: SupportedCurrency) {
  const max = formatMinorMoney(maxPurchaseInr * 100, 'INR');
  if (currency === 'INR') return t('amount.aboveMax', { max });
  const theirs = Math.floor(convertCurrency(maxPurchaseInr, 'INR', currency));
  return t('amount.aboveMaxAbout', { max, theirs: formatMinorMoney(theirs * 100, currency) });
}

export { formatNumber } from '@/lib/format';

/** "1 credit", "2,500 credits" in the reader's language. */
export const formatCredits = (count: number): string => t('credits.count', { count });

/** "+50" / "−20" with a real minus sign, for ledger amounts. */
export const formatSigned = (value: number): string =>
  value > 0 ? `+${formatNumber(value)}` : value < 0 ? `−${formatNumber(-value)}` : '0';

export function formatDateTime(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : formatMoment(iso, 'stamp');
}

/** "14:05" for a countdown; never negative. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
