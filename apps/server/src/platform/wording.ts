/**
 * Numbers in the sentences the server writes (refusals, rules, ledger lines, activity titles), grouped as
 * Indian readers write them: "10,000", "1,00,000". Changes when the server writes a new kind of number.
 */
export const groupDigits = (value: number): string => value.toLocaleString('en-IN');

/** "1 credit", "2,500 credits": a count of credits with the noun that fits it. */
export const creditsText = (value: number): string =>
  `${groupDigits(value)} ${Math.abs(value) === 1 ? 'credit' : 'credits'}`;

/** Money as every server sentence writes it: one formatter with the web app's (contracts). */
export { moneyText } from '@engagex/contracts';
