/**
 * Words the Hindi catalogues place inside their sentences (decision 077): a record's status, said in Hindi where
 * the server passes it as an English word. Changes when a status is added to a record a refusal names.
 */

/** Status words as a Hindi reader says them; neutral forms, so they fit a sentence about any noun. */
const STATUS_WORDS: Record<string, string> = {
  pending: 'लंबित',
  PENDING: 'लंबित',
  approved: 'मंज़ूर',
  APPROVED: 'मंज़ूर',
  rejected: 'नामंज़ूर',
  REJECTED: 'नामंज़ूर',
  UNDER_REVIEW: 'समीक्षा में',
  paid: 'भुगतान हो चुका',
  cancelled: 'रद्द',
  expired: 'समाप्त',
  completed: 'पूरा',
  failed: 'विफल',
  held: 'होल्ड पर',
  confirmed: 'कन्फ़र्म',
  captured: 'काटा जा चुका',
  released: 'छोड़ा जा चुका',
  offered: 'ऑफ़र किया गया',
  accepted: 'स्वीकार किया गया',
  refunded: 'रिफ़ंड हो चुका',
  flagged: 'जाँच के लिए रुका',
  waiting: 'प्रतीक्षा में',
  left: 'छोड़ा जा चुका',
  withdrawn: 'वापस लिया गया',
  selected: 'चुना गया',
  not_selected: 'नहीं चुना गया',
};

/** An ICU select that says the argument `name` in Hindi when it is a known status, else as it came. */
export const status = (name: string) =>
  `{${name}, select, ${Object.entries(STATUS_WORDS)
    .map(([word, hindi]) => `${word} {${hindi}}`)
    .join(' ')} other {{${name}}}}`;

/** A booking change (bookings/transitions.ts) as the noun a Hindi sentence needs ("…का रद्द नहीं हो सकता"). */
export const change = (name: string) =>
  `{${name}, select, pay {भुगतान} expire {समाप्त होना} cancel {रद्द होना} transfer {ट्रांसफ़र} other {चेक-इन}}`;
