/**
 * Hindi for the booking widget's sentences (decision 095): the origins an organiser lists. Changes when one of
 * those sentences is added or reworded.
 */
export const embed: Record<string, string> = {
  'Only https origins may embed an event here': 'यहाँ सिर्फ़ https वाले ऑरिजिन ही इवेंट को एम्बेड कर सकते हैं',
  // The list as the contracts check it.
  'An origin is at most 200 characters': 'ऑरिजिन ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है',
  'Write a web origin such as https://festival.example (no path; http only for localhost)':
    'https://festival.example जैसा वेब ऑरिजिन लिखें (कोई पाथ नहीं; http सिर्फ़ localhost के लिए)',
  'At most 10 sites may embed an event': 'ज़्यादा से ज़्यादा 10 साइटें किसी इवेंट को एम्बेड कर सकती हैं',
  'Each site is listed once': 'हर साइट सिर्फ़ एक बार लिखें',
};
