/**
 * Hindi for the sentences of ticketing's tickets (decision 078): check-in by ticket, cancelling some tickets and
 * what the booker is told of it. Changes when one of those sentences is added or reworded.
 */
export const ticketingTickets: Record<string, string> = {
  'Only a confirmed booking can cancel some of its tickets':
    'कुछ टिकट सिर्फ़ कन्फ़र्म बुकिंग में से ही रद्द किए जा सकते हैं',
  'A used ticket cannot be cancelled or refunded': 'इस्तेमाल हो चुका टिकट न रद्द हो सकता है, न उसका रिफ़ंड मिलता है',
  '{count, plural, one {# ticket} other {# tickets}} cancelled for {event}':
    '{event} के {count, plural, one {# टिकट} other {# टिकट}} रद्द किए',
  '{count, plural, one {# ticket} other {# tickets}} cancelled: {event}':
    '{count, plural, one {# टिकट} other {# टिकट}} रद्द: {event}',
  'The organiser cancelled {count, plural, one {# ticket} other {# tickets}} of your booking ({reason}); it now holds {booking}. {back}':
    'आयोजक ने आपकी बुकिंग के {count, plural, one {# टिकट} other {# टिकट}} रद्द किए ({reason}); अब बुकिंग में हैं: {booking}। {back}',
  'You cancelled {count, plural, one {# ticket} other {# tickets}}; your booking now holds {booking}. {back}':
    'आपने {count, plural, one {# टिकट} other {# टिकट}} रद्द किए; अब आपकी बुकिंग में हैं: {booking}। {back}',
  'Tickets cancelled: refunded to the original payment':
    'टिकट रद्द: रक़म उसी कार्ड या खाते में लौटाई गई जिससे भुगतान हुआ था',
  'Tickets cancelled: credits refunded': 'टिकट रद्द: क्रेडिट वापस किए गए',
  'Tickets cancelled: refund to the original payment': 'टिकट रद्द: भुगतान वाले कार्ड या खाते में रिफ़ंड',
  'Ticket {number}': 'टिकट {number}',
  '{name} ({type}): {code}': '{name} ({type}): {code}',
  '{type}: {code}': '{type}: {code}',
};
