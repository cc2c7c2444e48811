/**
 * GST facts both sides check the same way (decision 079): the state codes, keyed also by the state names the
 * districts carry (decision 074), and a GSTIN's checks with a plain reason for each. Changes when a state or union
 * territory is added or renamed.
 */

/** GST state codes (the first two characters of a GSTIN), the names `districts.state` uses, and their Hindi. */
export const GST_STATES = [
  { code: '01', name: 'Jammu & Kashmir', nameHi: 'जम्मू और कश्मीर' },
  { code: '02', name: 'Himachal Pradesh', nameHi: 'हिमाचल प्रदेश' },
  { code: '03', name: 'Punjab', nameHi: 'पंजाब' },
  { code: '04', name: 'Chandigarh', nameHi: 'चंडीगढ़' },
  { code: '05', name: 'Uttarakhand', nameHi: 'उत्तराखंड' },
  { code: '06', name: 'Haryana', nameHi: 'हरियाणा' },
  { code: '07', name: 'Delhi', nameHi: 'दिल्ली' },
  { code: '08', name: 'Rajasthan', nameHi: 'राजस्थान' },
  { code: '09', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश' },
  { code: '10', name: 'Bihar', nameHi: 'बिहार' },
  { code: '11', name: 'Sikkim', nameHi: 'सिक्किम' },
  { code: '12', name: 'Arunachal Pradesh', nameHi: 'अरुणाचल प्रदेश' },
  { code: '13', name: 'Nagaland', nameHi: 'नागालैंड' },
  { code: '14', name: 'Manipur', nameHi: 'मणिपुर' },
  { code: '15', name: 'Mizoram', nameHi: 'मिज़ोरम' },
  { code: '16', name: 'Tripura', nameHi: 'त्रिपुरा' },
  { code: '17', name: 'Meghalaya', nameHi: 'मेघालय' },
  { code: '18', name: 'Assam', nameHi: 'असम' },
  { code: '19', name: 'West Bengal', nameHi: 'पश्चिम बंगाल' },
  { code: '20', name: 'Jharkhand', nameHi: 'झारखंड' },
  { code: '21', name: 'Odisha', nameHi: 'ओडिशा' },
  { code: '22', name: 'Chhattisgarh', nameHi: 'छत्तीसगढ़' },
  { code: '23', name: 'Madhya Pradesh', nameHi: 'मध्य प्रदेश' },
  { code: '24', name: 'Gujarat', nameHi: 'गुजरात' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', nameHi: 'दादरा और नगर हवेली और दमन और दीव' },
  { code: '27', name: 'Maharashtra', nameHi: 'महाराष्ट्र' },
  { code: '29', name: 'Karnataka', nameHi: 'कर्नाटक' },
  { code: '30', name: 'Goa', nameHi: 'गोवा' },
  { code: '31', name: 'Lakshadweep', nameHi: 'लक्षद्वीप' },
  { code: '32', name: 'Kerala', nameHi: 'केरल' },
  { code: '33', name: 'Tamil Nadu', nameHi: 'तमिलनाडु' },
  { code: '34', name: 'Puducherry', nameHi: 'पुदुचेरी' },
  { code: '35', name: 'Andaman & Nicobar Islands', nameHi: 'अंडमान और निकोबार द्वीपसमूह' },
  { code: '36', name: 'Telangana', nameHi: 'तेलंगाना' },
  { code: '37', name: 'Andhra Pradesh', nameHi: 'आंध्र प्रदेश' },
  { code: '38', name: 'Ladakh', nameHi: 'लद्दाख' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

const BY_CODE = new Map<string, string>(GST_STATES.map((state) => [state.code, state.name]));
const BY_NAME = new Map<string, string>(GST_STATES.map((state) => [state.name, state.code]));

/** The state's name for a GST state code; undefined for a code no state has. */
export const gstStateName = (code: string): string | undefined => BY_CODE.get(code);

const HINDI_BY_CODE = new Map<string, string>(GST_STATES.map((state) => [state.code, state.nameHi]));

/** The state's name in Hindi (decision 074's names) for a GST state code; undefined for a code no state has. */
export const gstStateNameHi = (code: string): string | undefined => HINDI_BY_CODE.get(code);

/** The GST state code of a state named as `districts.state` names it; undefined for an unknown name. */
export const gstStateCode = (stateName: string): string | undefined => BY_NAME.get(stateName);

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's check character: a Luhn mod 36 over its first 14 characters, each weighted 1 and 2 in turn from the
 * left, every product's quotient and remainder by 36 added (decision 079 cites the algorithm's source).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] ?? '';
}

/**
 * What is wrong with a GSTIN for a supplier registered in `stateCode`, in words a person can act on; null when it
 * passes every check. The web shows the same reason as it is typed; the server refuses with it.
 */
export function gstinProblem(gstin: string, stateCode: string): string | null {
  const value = gstin.trim().toUpperCase();
  if (value.length !== 15) return 'A GSTIN has 15 characters.';
  if (!SHAPE.test(value))
    return 'A GSTIN is the state code, the PAN, the registration number, Z and a check character.';
  if (!BY_CODE.has(value.slice(0, 2))) return 'The GSTIN’s first two digits are not a state code.';
  if (value.slice(0, 2) !== stateCode) return 'The GSTIN’s first two digits must be the state you chose.';
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14])
    return 'The GSTIN’s last character does not match the rest: check it for a typing mistake.';
  return null;
}

/** The GSTIN as stored: trimmed and in capitals. */
export const normaliseGstin = (gstin: string) => gstin.trim().toUpperCase();
