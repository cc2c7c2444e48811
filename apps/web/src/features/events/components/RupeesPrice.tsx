import { useCurrency } from '@/lib/currency';
import { formatInr } from '../format';

/**
 * A price in rupees, with the visitor's own currency beside it when they are outside India, as the credits page
 * does it: "₹400 (≈ £3.80)". Rupees stay first: they are what is charged.
 */
export function RupeesPrice({ inr }: { inr: number }) {
  const { currency, format } = useCurrency();
  const local = currency === 'INR' ? null : format(inr, 'INR');
  const rupees = formatInr(inr);
  return <>{local && local !== rupees ? `${rupees} (≈ ${local})` : rupees}</>;
}
