/**
 * Hindi for what invoicing says (decision 079): a tax profile's refusals, the GSTIN's checks among them (contracts'
 * `gstinProblem`, said by the server when it refuses one). Changes when invoicing says something new.
 */
export const invoicing: Readonly<Record<string, string>> = {
  'Give the legal name on the GST registration': 'GST पंजीकरण में दर्ज क़ानूनी नाम दें',
  'Give the address on the GST registration': 'GST पंजीकरण में दर्ज पता दें',
  'Choose the state of the GST registration': 'GST पंजीकरण वाला राज्य चुनें',
  'Check the tax profile': 'कर प्रोफ़ाइल जाँचें',
  'A GSTIN has 15 characters.': 'GSTIN में 15 अक्षर होते हैं।',
  'A GSTIN is the state code, the PAN, the registration number, Z and a check character.':
    'GSTIN में राज्य कोड, PAN, पंजीकरण संख्या, Z और एक जाँच अक्षर होता है।',
  'The GSTIN’s first two digits are not a state code.': 'GSTIN के पहले दो अंक किसी राज्य का कोड नहीं हैं।',
  'The GSTIN’s first two digits must be the state you chose.':
    'GSTIN के पहले दो अंक आपके चुने हुए राज्य का कोड होने चाहिए।',
  'The GSTIN’s last character does not match the rest: check it for a typing mistake.':
    'GSTIN का आख़िरी अक्षर बाक़ी से मेल नहीं खाता: टाइप करने में हुई ग़लती देखें।',
};
