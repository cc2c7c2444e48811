/**
 * Hindi for the contracts' own messages on refused fields (packages/contracts, decision 077). Changes when a
 * contract's message is added or reworded.
 */
export const contracts: Record<string, string> = {
  'Say why, in at least 3 characters': 'कारण लिखें, कम से कम 3 अक्षरों में',
  'Credits are whole numbers': 'क्रेडिट पूर्ण संख्या में होते हैं',
  'Not a booking id': 'यह बुकिंग आईडी नहीं है',
  'Not a ticket code': 'यह टिकट कोड नहीं है',
  'Not a slot id': 'यह स्लॉट आईडी नहीं है',
  'Not an event id': 'यह इवेंट आईडी नहीं है',
  'Enter a 10-digit Indian mobile number': '10 अंकों का भारतीय मोबाइल नंबर लिखें',
  'Name is too short': 'नाम बहुत छोटा है',
  'Contestants must be between 5 and 100 years old': 'प्रतियोगी की उम्र 5 से 100 साल के बीच होनी चाहिए',
  'Enter a valid email': 'सही ईमेल पता लिखें',
  'Not a registration id': 'यह रजिस्ट्रेशन आईडी नहीं है',
  'Say why this entry is not selected: the entrant reads it':
    'बताएँ कि यह एंट्री क्यों नहीं चुनी गई: प्रतियोगी इसे पढ़ेंगे',
  'Amount must be a number': 'रक़म एक संख्या होनी चाहिए',
  'Amount must be greater than zero': 'रक़म शून्य से ज़्यादा होनी चाहिए',
  'Amount can have at most 2 decimals': 'रक़म में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक हो सकते हैं',
  'Signature must be 64 hex characters': 'सिग्नेचर में 64 हेक्स अक्षर होने चाहिए',
  'Idempotency key must be at least 8 characters': 'Idempotency key कम से कम 8 अक्षरों की होनी चाहिए',
  'Idempotency key may use letters, digits and : . _ -': 'Idempotency key में अक्षर, अंक और : . _ - ही हो सकते हैं',
  'Expected a number in decimal digits': 'अंकों में लिखी संख्या चाहिए',
  'Module ids must not repeat': 'मॉड्यूल आईडी दोहराई नहीं जा सकतीं',
  'Send at least one setting': 'कम से कम एक सेटिंग भेजें',
  'Enter a UPI id like name@bank': 'name@bank जैसी UPI आईडी लिखें',
  'Account numbers have 9 to 18 digits': 'खाता नंबर 9 से 18 अंकों का होता है',
  'Enter a valid IFSC like HDFC0001234': 'HDFC0001234 जैसा सही IFSC कोड लिखें',
  'Credits must be positive': 'क्रेडिट शून्य से ज़्यादा होने चाहिए',
  'Not a request id': 'यह अनुरोध आईडी नहीं है',
  'Say why the event is cancelled: everyone told reads your reason in their notice and email.':
    'बताएँ कि इवेंट क्यों रद्द हो रहा है: जिन्हें सूचना जाएगी, वे सब अपनी सूचना और ईमेल में आपका कारण पढ़ेंगे।',
  'Keep the reason to 300 characters: it is read in a notification.':
    'कारण 300 अक्षरों के भीतर रखें: यह सूचना में पढ़ा जाता है।',
  'Not a time zone name such as Asia/Kolkata': 'यह Asia/Kolkata जैसा टाइम ज़ोन का नाम नहीं है',
  'Not a district id': 'यह ज़िले की आईडी नहीं है',
  'Nothing to update': 'बदलने के लिए कुछ नहीं भेजा गया',
  'Choose draft or published: an event is cancelled with its own action (POST …/events/{id}/cancel), which says who is refunded and told':
    'ड्राफ़्ट या प्रकाशित चुनें: इवेंट रद्द करने की अलग कार्रवाई है (POST …/events/{id}/cancel), जो बताती है कि किसे पैसे वापस मिलेंगे और किसे सूचना जाएगी',
  'Give both startsAt and endsAt': 'शुरू और ख़त्म होने का समय, दोनों दें',
  'closesOn must not be in the past': 'बंद होने की तारीख़ बीती हुई नहीं हो सकती',
  'Not an opening id': 'यह पद की आईडी नहीं है',
  'Write at least 50 characters': 'कम से कम 50 अक्षर लिखें',
  'Answer every question': 'हर सवाल का जवाब दें',
  'Not an application id': 'यह आवेदन आईडी नहीं है',
  'Links must be http(s) URLs': 'लिंक http या https वाले होने चाहिए',
  'Choose en-IN or hi-IN': 'en-IN या hi-IN चुनें',
  "latlng must be 'latitude,longitude'": "latlng 'latitude,longitude' के रूप में होना चाहिए",
  'latlng is out of range': 'latlng सीमा से बाहर है',
  'countryCode must be two letters': 'countryCode दो अक्षरों का होना चाहिए',
  'lat is out of range': 'lat सीमा से बाहर है',
  'lng is out of range': 'lng सीमा से बाहर है',
  'Not a referral code': 'यह रेफ़रल कोड नहीं है',
  'endDate must not be before startDate': 'अंतिम तारीख़ शुरुआती तारीख़ से पहले नहीं हो सकती',
  'Not a waitlist entry id': 'यह प्रतीक्षा सूची एंट्री की आईडी नहीं है',
  'Enter the 6-digit code from your authenticator app': 'अपने ऑथेंटिकेटर ऐप का 6 अंकों वाला कोड डालें',
  'Enter a recovery code as it was given to you, like abcde-23456':
    'रिकवरी कोड वैसे ही डालें जैसा आपको दिया गया था, जैसे abcde-23456',
  'Give either a code from your app, a recovery code or a passkey':
    'अपने ऐप का कोड, एक रिकवरी कोड या एक पासकी — इनमें से कोई एक दें',
  'Give the passkey a name': 'पासकी को एक नाम दें',
  'Expected base64url': 'base64url होना चाहिए',
  'Give the transfer or refund reference, at least 3 characters':
    'ट्रांसफ़र या रिफ़ंड का रेफ़रेंस दें, कम से कम 3 अक्षर',
  'Say how it was refunded, in at least 3 characters': 'लिखें कि रिफ़ंड कैसे किया गया, कम से कम 3 अक्षरों में',
};
