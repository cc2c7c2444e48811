// No zod schema here, so the web app imports this without zod's runtime (see location-facts.ts).

/**
 * "₹1,00,000", "₹800.50", "$15": an amount of money in minor units (paise, cents) and its currency, grouped as
 * Indian readers write it; how the server's sentences and the web app's pages both write money, never
 * "100000 INR". A currency Intl does not know is written as the amount and its code.
 */
export function moneyText(amountMinor: number, currency: string): string {
  const whole = amountMinor % 100 === 0;
  try {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amountMinor / 100);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}
