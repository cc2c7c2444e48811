import { useCurrency } from '@/lib/currency';
import { formatInr } from '../format';

/**
 * A price in rupees, with the visitor's own currency beside it when they are outside India, as the credits page
 * does it: "₹400 (≈ £3.80)". Rupees stay first: they are what is charged. `useRupeesText` gives the same words
 * as text, for a sentence that carries a price.
 */
export function useRupeesText(): (inr: number) => string {
  const { currency, format } = useCurrency();
  return (inr) => {
    const local = currency === 'INR' ? null : format(inr, 'INR');
    const rupees = formatInr(inr);
    return local && local !== rupees ? `${rupees} (≈ ${local})` : rupees;
  };
}

export function RupeesPrice({ inr }: { inr: number }) {
  return <>{useRupeesText()(inr)}</>;
}
