/**
 * An amount in rupees in Hindi words, for a Hindi reader's PDF (decision 079): Indian units (हज़ार, लाख, करोड़),
 * paise after "और", "मात्र" at the end. The English words are the contracts' `amountInWords`, which the API answers.
 * Changes when the house style of the words does.
 */

/** Hindi has a word of its own for each number up to 99. */
const HINDI_BELOW_HUNDRED =
  `शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस
  बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस
  अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन
  तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरेसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर
  इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी
  छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे`
    .trim()
    .split(/\s+/);

type Words = {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
};

const HINDI: Words = {
  belowHundred: (n) => HINDI_BELOW_HUNDRED[n] ?? '',
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

/** A whole number in words; crores go on recursively ("One Hundred Crore", never "Arab"). */
function integerInWords(n: number, words: Words): string {
  if (n === 0) return '';
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  if (crore > 0) parts.push(integerInWords(crore, words), words.crore);
  let rest = n % 1_00_00_000;
  for (const [unit, name] of [
    [1_00_000, words.lakh],
    [1_000, words.thousand],
    [100, words.hundred],
  ] as const) {
    const count = Math.floor(rest / unit);
    if (count > 0) parts.push(words.belowHundred(count), name);
    rest %= unit;
  }
  if (rest > 0) parts.push(words.belowHundred(rest));
  return parts.join(' ');
}

const split = (amountInr: number) => {
  const paise = Math.round(Math.abs(amountInr) * 100);
  return { rupees: Math.floor(paise / 100), paise: paise % 100 };
};

/** "छह सौ रुपये मात्र"; "एक लाख … रुपये और अठहत्तर पैसे मात्र". */
export function amountInHindiWords(amountInr: number): string {
  const { rupees, paise } = split(amountInr);
  const whole = `${integerInWords(rupees, HINDI) || 'शून्य'} रुपये`;
  return paise > 0 ? `${whole} और ${HINDI.belowHundred(paise)} पैसे मात्र` : `${whole} मात्र`;
}
