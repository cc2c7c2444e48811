/**
 * Hindi for a waiting room's sentences (decision 080): its settings, joining it and one's place in it. Changes when
 * one of those sentences is added or reworded.
 */
export const waitingRoom: Record<string, string> = {
  'Waiting room not found': 'वेटिंग रूम नहीं मिला',
  'You have not joined the waiting room for this event': 'आप इस इवेंट के वेटिंग रूम में शामिल नहीं हुए हैं',
  'This event has no waiting room at the moment: book it as usual':
    'इस इवेंट का अभी कोई वेटिंग रूम नहीं है: इसे हमेशा की तरह बुक करें',
  'The draw has taken place: the opening time can no longer change':
    'ड्रॉ हो चुका है: खुलने का समय अब बदला नहीं जा सकता',
  // The room's settings, as the contracts check them.
  'Not a date and time': 'यह तारीख़ और समय नहीं है',
  'A whole number of people a minute': 'हर मिनट लोगों की पूरी संख्या लिखें',
  'Admit at least one person a minute': 'हर मिनट कम से कम एक व्यक्ति को अंदर आने दें',
  'At most 10000 people a minute': 'हर मिनट ज़्यादा से ज़्यादा 10000 लोग',
  'A whole number of minutes': 'मिनटों की पूरी संख्या लिखें',
  'An admission lasts at least one minute': 'प्रवेश कम से कम एक मिनट का होता है',
  'An admission lasts at most 60 minutes': 'प्रवेश ज़्यादा से ज़्यादा 60 मिनट का होता है',
};
