/**
 * Hindi for the sentences of work: employees' encashments and payouts, and job openings and applications
 * (decision 077). Changes when one of those sentences is added or reworded.
 */
import { status } from './words.js';

export const work: Record<string, string> = {
  'Request not found': 'अनुरोध नहीं मिला',
  'Only a pending request can be cancelled; this one is {status}': `सिर्फ़ लंबित अनुरोध रद्द हो सकता है; यह ${status('status')} है`,
  'Only a pending request can be approved; this one is {status}': `सिर्फ़ लंबित अनुरोध मंज़ूर हो सकता है; यह ${status('status')} है`,
  'Only a pending or approved request can be rejected; this one is {status}': `सिर्फ़ लंबित या मंज़ूर अनुरोध नामंज़ूर हो सकता है; यह ${status('status')} है`,
  'Only an approved request can be paid; this one is {status}': `सिर्फ़ मंज़ूर अनुरोध का भुगतान हो सकता है; यह ${status('status')} है`,
  'Credits must be a positive whole number': 'क्रेडिट शून्य से बड़ी पूर्ण संख्या होनी चाहिए',
  'Encash at least {minimum, number} credits': 'कम से कम {minimum, number} क्रेडिट भुनाएँ',
  'Encash at most {maximum, number} credits per request':
    'एक अनुरोध में ज़्यादा से ज़्यादा {maximum, number} क्रेडिट भुनाएँ',
  'This month you can encash {left, number} more credits': 'इस महीने आप {left, number} क्रेडिट और भुना सकते हैं',
  'You can encash up to {available, number} earned credits':
    'आप ज़्यादा से ज़्यादा {available, number} कमाए हुए क्रेडिट भुना सकते हैं',
  'This request was made before full payout details were kept; ask the employee for them':
    'यह अनुरोध तब किया गया था जब भुगतान का पूरा ब्योरा नहीं रखा जाता था; कर्मचारी से ब्योरा माँगें',
  'Payout details are shown only for a pending or approved request; this one is {status}': `भुगतान का ब्योरा सिर्फ़ लंबित या मंज़ूर अनुरोध का दिखता है; यह ${status('status')} है`,
  // Jobs.
  'The fee is already paid': 'फ़ीस पहले ही भरी जा चुकी है',
  'This application was rejected': 'यह आवेदन नामंज़ूर हो गया था',
  'Application not found': 'आवेदन नहीं मिला',
  'The application fee is unpaid': 'आवेदन की फ़ीस नहीं भरी गई है',
  'An application cannot go from {from} to {to}': `आवेदन ${status('from')} से ${status('to')} नहीं हो सकता`,
  'This opening is closed to applications': 'इस पद के लिए आवेदन बंद हैं',
  'You already have an application for this opening': 'इस पद के लिए आपका आवेदन पहले से है',
  'Answer all {count} questions': 'सभी {count} सवालों के जवाब दें',
  'Expected {count} answers': '{count} जवाब चाहिए',
  'This payment is not for this application': 'यह भुगतान इस आवेदन के लिए नहीं है',
  'This opening is already closed': 'यह पद पहले ही बंद हो चुका है',
  'Opening not found': 'पद नहीं मिला',
  'No cookie session; sign in again': 'कुकी वाला सत्र नहीं मिला; फिर से साइन इन करें',
};
