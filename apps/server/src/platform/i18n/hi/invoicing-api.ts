/**
 * Hindi for the sentences of the invoicing API (decision 079): the documents' 404, the tax profile's and the
 * GSTR-1 export's refusals (a GSTIN's own reasons are in invoicing.ts). Changes when one of those sentences is added
 * or reworded.
 */
export const invoicingApi: Record<string, string> = {
  'Choose a state': 'राज्य चुनें',
  'Not an id': 'यह सही आईडी नहीं है',
  'Invoice not found': 'इनवॉइस नहीं मिला',
  'The start date must not be after the end date': 'शुरू की तारीख़ आख़िरी तारीख़ के बाद नहीं हो सकती',
  'Give the month as YYYY-MM': 'महीना YYYY-MM के रूप में लिखें',
  'Only an admin exports another supplier’s return': 'किसी दूसरे सप्लायर का रिटर्न सिर्फ़ एडमिन निकाल सकते हैं',
};
