/**
 * An amount of rupees in words as Indian invoices write it (decision 079): the Indian scale (thousand, lakh,
 * crore), "and … Paise" only when there are paise, "Only" at the end. Rule 46 does not ask for it; accountants
 * expect it. No zod here, so the web app imports it without zod's runtime. Changes only if the house style does.
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return ones === 0 ? (TENS[Math.floor(n / 10)] ?? '') : `${TENS[Math.floor(n / 10)]} ${ONES[ones]}`;
}

/** 1–999 in words: no "and" inside a number, as Indian cheques and invoices write it. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A whole number in words on the Indian scale: 1,23,45,678 is "One Crore Twenty Three Lakh Forty Five Thousand
 * Six Hundred Seventy Eight". Crores of crores recurse ("One Hundred Crore"), never "Arab".
 */
function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * "Rupees Six Hundred Only" for 60000 paise; "Rupees One Lakh Twenty Thousand and Fifty Paise Only" for
 * 12000050; "Fifty Paise Only" when there is no whole rupee. Refuses what no document holds: a negative amount
 * or one that is not a whole number of paise.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`amountInWords takes whole non-negative paise, not ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rest === 0) return `Rupees ${indianWords(rupees)} Only`;
  if (rupees === 0) return `${belowHundred(rest)} Paise Only`;
  return `Rupees ${indianWords(rupees)} and ${belowHundred(rest)} Paise Only`;
}
