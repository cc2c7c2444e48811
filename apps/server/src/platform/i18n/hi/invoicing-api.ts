/**
 * Hindi for the sentences of the invoicing API (decision 079): a GSTIN's refusals (contracts' `gstinProblem`, said
 * by the server as the web says them as typed), the documents' 404, the tax profile's and the GSTR-1 export's
 * refusals. Changes when one of those sentences is added or reworded.
 */
export const invoicingApi: Record<string, string> = {
  'A GSTIN has 15 characters.': 'जीएसटीआईएन में 15 अक्षर होते हैं।',
  'A GSTIN is the state code, the PAN, the registration number, Z and a check character.':
    'जीएसटीआईएन में राज्य कोड, पैन, पंजीकरण संख्या, Z और एक जाँच अक्षर होता है।',
  'The GSTIN’s first two digits are not a state code.': 'जीएसटीआईएन के पहले दो अंक किसी राज्य का कोड नहीं हैं।',
  'The GSTIN’s first two digits must be the state you chose.':
    'जीएसटीआईएन के पहले दो अंक आपके चुने हुए राज्य के कोड होने चाहिए।',
  'The GSTIN’s last character does not match the rest: check it for a typing mistake.':
    'जीएसटीआईएन का आख़िरी अक्षर बाक़ी से मेल नहीं खाता: टाइप करने में कोई ग़लती तो नहीं, देख लें।',
  'Choose a state': 'राज्य चुनें',
  'Not an id': 'यह सही आईडी नहीं है',
  'Invoice not found': 'इनवॉइस नहीं मिला',
  'The start date must not be after the end date': 'शुरू की तारीख़ आख़िरी तारीख़ के बाद नहीं हो सकती',
  'Give the month as YYYY-MM': 'महीना YYYY-MM के रूप में लिखें',
  'Only an admin exports another supplier’s return': 'किसी दूसरे सप्लायर का रिटर्न सिर्फ़ एडमिन निकाल सकते हैं',
};
