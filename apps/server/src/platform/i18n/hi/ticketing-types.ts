/**
 * Hindi for the sentences of ticketing's types (decision 078): the organiser's ticket types, questions and promo
 * codes, checking a code and guessing codes. Changes when one of those sentences is added or reworded.
 */
export const ticketingTypes: Record<string, string> = {
  'Sales must end after they start': 'बिक्री शुरू होने के बाद ही ख़त्म हो सकती है',
  'Must be after the start of sales': 'बिक्री शुरू होने के बाद का समय दें',
  'An event sells at least one ticket type: add another before deleting this one':
    'हर इवेंट में कम से कम एक टिकट प्रकार होता है: इसे हटाने से पहले दूसरा जोड़ें',
  'People are waiting for this ticket type: hide it instead':
    'लोग इस टिकट प्रकार की प्रतीक्षा सूची में हैं: इसे हटाने की जगह छिपा दें',
  'Tickets of this type have been booked: hide it or end its sales instead':
    'इस प्रकार के टिकट बुक हो चुके हैं: इसे हटाने की जगह छिपा दें या इसकी बिक्री बंद करें',
  'Not a ticket type of this event': 'यह इस इवेंट का टिकट प्रकार नहीं है',
  'Question not found': 'सवाल नहीं मिला',
  'Promo code not found': 'प्रोमो कोड नहीं मिला',
  'This event already has the code {code}': 'इस इवेंट में {code} कोड पहले से है',
  'Already in use': 'पहले से इस्तेमाल में है',
  'This type is not hidden': 'यह टिकट प्रकार छिपा हुआ नहीं है',
  'A code unlocks hidden ticket types only': 'कोड सिर्फ़ छिपे हुए टिकट प्रकार खोलता है',
  'A code must end after it starts': 'कोड की अवधि शुरू होने के बाद ही ख़त्म हो सकती है',
  'Must be after the start': 'शुरुआत के बाद का समय दें',
  '{uses} bookings use this code already': '{uses} बुकिंग में यह कोड पहले ही इस्तेमाल हो चुका है',
  'At least {uses}': 'कम से कम {uses}',
  'Items are ticket type ids with a quantity each': 'हर आइटम में टिकट प्रकार की पहचान और उसकी संख्या होनी चाहिए',
  'Write typeId:quantity, separated by commas': 'typeId:संख्या लिखें, अल्पविराम से अलग करके',
  'Too many wrong promo codes: try again in a few minutes':
    'बहुत सारे ग़लत प्रोमो कोड डाले गए: कुछ मिनट बाद फिर कोशिश करें',
  'This event sells several ticket types: set prices on the ticket types':
    'यह इवेंट कई टिकट प्रकार बेचता है: दाम टिकट प्रकारों पर तय करें',
  'Set prices on the ticket types': 'दाम टिकट प्रकारों पर तय करें',
};
