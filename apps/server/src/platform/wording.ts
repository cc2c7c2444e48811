/**
 * Numbers in the sentences the server writes (refusals, rules, ledger lines, activity titles), grouped as
 * Indian readers write them: "10,000", "1,00,000".
 */
export const groupDigits = (value: number): string => value.toLocaleString('en-IN');

/** "1 credit", "2,500 credits": a count of credits with the noun that fits it. */
export const creditsText = (value: number): string =>
  `${groupDigits(value)} ${Math.abs(value) === 1 ? 'credit' : 'credits'}`;

/**
 * "₹1,00,000", "₹800.50", "$12": an amount of money in minor units (paise, cents) and its currency, as every
 * server sentence and page writes money, grouped as Indian readers write it; never "100000 INR".
 */
export const moneyText = (amountMinor: number, currency: string): string => {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
};
