/**
 * Hindi for the events service's sentences (decision 077): bookings, tickets and check-in, the catalogue an
 * organiser edits, contestants and waitlists. Changes when one of those sentences is added or reworded.
 */
import { MAX_SEATS_PER_BOOKING } from '@engagex/contracts';
import { change, status } from './words.js';

/** "booking" and "ticket" in a sentence about either: बुकिंग is feminine, टिकट masculine. */
const noun = (feminine: string, masculine: string) =>
  `{noun, select, ticket {${masculine}} other {${feminine}}}`;

export const events: Record<string, string> = {
  'Event not found': 'इवेंट नहीं मिला',
  'Booking not found': 'बुकिंग नहीं मिली',
  'This booking is {status}: only a confirmed booking has a ticket': `यह बुकिंग ${status('status')} है: टिकट सिर्फ़ कन्फ़र्म बुकिंग का मिलता है`,
  "This ticket is for the show on {when}, not today's; check it in only if you mean to":
    'यह टिकट {when} के शो का है, आज के शो का नहीं; इसे तभी चेक-इन करें जब आप सच में ऐसा चाहते हों',
  'This ticket is for {title} on {when}, not this show': 'यह टिकट {when} को {title} का है, इस शो का नहीं',
  'Ticket not found': 'टिकट नहीं मिला',
  'Ticket already checked in at {at}': 'यह टिकट {at} पर पहले ही चेक-इन हो चुका है',
  'Only a held booking can be released': 'सिर्फ़ होल्ड पर रखी बुकिंग ही छोड़ी जा सकती है',
  'Payment required: pay with credits or through the gateway first':
    'भुगतान बाक़ी है: पहले क्रेडिट से या पेमेंट गेटवे से भुगतान करें',
  'This booking is {status}': `यह बुकिंग ${status('status')} है`,
  'Show not found': 'शो नहीं मिला',
  'This event has been cancelled': 'यह इवेंट रद्द हो चुका है',
  'This event is not on sale at the moment': 'इस इवेंट की बुकिंग अभी बंद है',
  'This slot has already started': 'यह स्लॉट शुरू हो चुका है',
  'Slot not found': 'स्लॉट नहीं मिला',
  'This Idempotency-Key was already used for a different booking request; send a new key':
    'यह Idempotency-Key किसी दूसरी बुकिंग के अनुरोध में इस्तेमाल हो चुकी है; नई key भेजें',
  'Already used for a different request': 'किसी दूसरे अनुरोध में पहले ही इस्तेमाल हो चुकी है',
  'The booking is being changed, please retry': 'बुकिंग अभी बदली जा रही है, कृपया दोबारा कोशिश करें',
  'Your seat hold has expired; book again': 'आपकी सीटों का होल्ड ख़त्म हो गया; फिर से बुक करें',
  'This booking is free': 'यह बुकिंग मुफ़्त है',
  'This payment is not for this booking': 'यह भुगतान इस बुकिंग के लिए नहीं है',
  'The booking changed while the payment was being set up ({reason}); nothing was charged':
    'भुगतान तैयार होते समय बुकिंग बदल गई ({reason}); आपसे कुछ नहीं लिया गया',
  'Sold out: not enough seats in that slot': 'सीटें ख़त्म: उस स्लॉट में इतनी सीटें नहीं बचीं',
  'The booking is already in that slot': 'बुकिंग पहले से उसी स्लॉट में है',
  'That slot has already started': 'वह स्लॉट शुरू हो चुका है',
  'This booking is already paid': 'इस बुकिंग का भुगतान हो चुका है',
  'This ticket has been used; it can no longer be {change, select, pay {paid for} expire {expired} cancel {cancelled} transfer {transferred} other {checked in}}': `यह टिकट इस्तेमाल हो चुका है; अब इसका ${change('change')} नहीं हो सकता`,
  'This {noun} is already {stage}': `${noun('यह बुकिंग', 'यह टिकट')} पहले ही ${status('stage')} है`,
  'A {stage} {noun} cannot be {change, select, pay {paid for} expire {expired} cancel {cancelled} transfer {transferred} other {checked in}}': `${status('stage')} ${noun('बुकिंग', 'टिकट')} का ${change('change')} नहीं हो सकता`,
  'The show has already started; the {noun} can no longer be {change, select, pay {paid for} expire {expired} cancel {cancelled} transfer {transferred} other {checked in}}': `शो शुरू हो चुका है; अब ${noun('बुकिंग', 'टिकट')} का ${change('change')} नहीं हो सकता`,
  [`At most ${MAX_SEATS_PER_BOOKING} seats per booking`]: `एक बुकिंग में ज़्यादा से ज़्यादा ${MAX_SEATS_PER_BOOKING} सीटें`,
  // The organiser's catalogue.
  'The venue is not in that district': 'यह वेन्यू उस ज़िले में नहीं है',
  'The event must end after it starts': 'इवेंट शुरू होने के बाद ही ख़त्म हो सकता है',
  'endsAt must be after startsAt': 'ख़त्म होने का समय शुरू होने के समय के बाद होना चाहिए',
  'A slot runs from {from} to {to}, outside the new dates. Move or delete that slot first, or choose dates around it.':
    'एक स्लॉट {from} से {to} तक है, जो नई तारीख़ों से बाहर है। पहले उस स्लॉट को खिसकाएँ या हटाएँ, या ऐसी तारीख़ें चुनें जिनमें वह आ जाए।',
  'A slot runs from {from} to {to}. Move or delete that slot first, or choose dates around it.':
    'एक स्लॉट {from} से {to} तक है। पहले उस स्लॉट को खिसकाएँ या हटाएँ, या ऐसी तारीख़ें चुनें जिनमें वह आ जाए।',
  'A show cannot be moved to a time that has already passed': 'शो को ऐसे समय पर नहीं ले जा सकते जो बीत चुका है',
  'startsAt must be in the future': 'शुरू होने का समय आगे का होना चाहिए',
  'District not found': 'ज़िला नहीं मिला',
  'Venue not found': 'वेन्यू नहीं मिला',
  "This slot falls outside the event's dates. The event runs from {from} to {to}. To add a slot outside them, first change the event's start or end under Details.":
    'यह स्लॉट इवेंट की तारीख़ों से बाहर है। इवेंट {from} से {to} तक है। इनके बाहर स्लॉट जोड़ने के लिए पहले "विवरण" में इवेंट की शुरुआत या अंत बदलें।',
  "The event runs from {from} to {to}. To add a slot outside them, first change the event's start or end under Details.":
    'इवेंट {from} से {to} तक है। इनके बाहर स्लॉट जोड़ने के लिए पहले "विवरण" में इवेंट की शुरुआत या अंत बदलें।',
  'The venue holds at most {capacity}': 'इस वेन्यू में ज़्यादा से ज़्यादा {capacity} लोग आ सकते हैं',
  '{taken} seats are already taken in this slot': 'इस स्लॉट में {taken} सीटें पहले ही बुक हो चुकी हैं',
  'Capacity is below seats already sold at this venue': 'क्षमता इस वेन्यू में पहले से बिकी सीटों से कम है',
  // Contestants.
  'The competition has started; an approved entry can no longer be cancelled':
    'प्रतियोगिता शुरू हो चुकी है; मंज़ूर हुई एंट्री अब रद्द नहीं हो सकती',
  'This registration is already {status}': `यह रजिस्ट्रेशन पहले ही ${status('status')} है`,
  'This registration has no fee to pay': 'इस रजिस्ट्रेशन की कोई फ़ीस नहीं है',
  'This competition has been withdrawn; no fee is taken': 'यह प्रतियोगिता वापस ले ली गई है; कोई फ़ीस नहीं ली जाती',
  'This competition is not open for entries at the moment': 'इस प्रतियोगिता में अभी एंट्री नहीं हो रही',
  'The registration changed while the payment was being set up; nothing was charged, please retry':
    'भुगतान तैयार होते समय रजिस्ट्रेशन बदल गया; आपसे कुछ नहीं लिया गया, कृपया दोबारा कोशिश करें',
  'Registration not found': 'रजिस्ट्रेशन नहीं मिला',
  'This payment is not for this registration': 'यह भुगतान इस रजिस्ट्रेशन के लिए नहीं है',
  'This event does not take contestants': 'इस इवेंट में प्रतियोगी नहीं लिए जाते',
  'A solo performance has no additional contestants': 'एकल प्रस्तुति में और प्रतियोगी नहीं होते',
  'Remove them or mark the performance as a group': 'उन्हें हटाएँ या प्रस्तुति को समूह प्रस्तुति चुनें',
  'A group performance needs at least one more contestant': 'समूह प्रस्तुति में कम से कम एक और प्रतियोगी चाहिए',
  'Add the other members of the group': 'समूह के बाक़ी सदस्य जोड़ें',
  'This competition has been withdrawn; it takes no entries':
    'यह प्रतियोगिता वापस ले ली गई है; इसमें एंट्री नहीं होती',
  'Registration has closed: the event has started': 'रजिस्ट्रेशन बंद हो गया: इवेंट शुरू हो चुका है',
  'You are already registered for this competition': 'आप इस प्रतियोगिता के लिए पहले से रजिस्टर्ड हैं',
  'Members can be added only before the fee is paid and the review starts':
    'सदस्य सिर्फ़ फ़ीस भरने और समीक्षा शुरू होने से पहले जोड़े जा सकते हैं',
  'A payment for the current fee is in progress; finish it, or cancel it, before adding members':
    'मौजूदा फ़ीस का भुगतान चल रहा है; सदस्य जोड़ने से पहले उसे पूरा करें या रद्द करें',
  'This competition allows groups of at most {size}':
    'इस प्रतियोगिता में समूह में ज़्यादा से ज़्यादा {size} लोग हो सकते हैं',
  'At most {count} additional contestants': 'ज़्यादा से ज़्यादा {count} और प्रतियोगी',
  'A registration cannot go from {from} to {to}': `रजिस्ट्रेशन ${status('from')} से ${status('to')} नहीं हो सकता`,
  // Waitlists.
  'This show has already started': 'यह शो शुरू हो चुका है',
  'The waitlist for this show is closed': 'इस शो की प्रतीक्षा सूची बंद है',
  'Seats are available; book them instead ({seats, plural, one {# seat} other {# seats}} free)':
    'सीटें उपलब्ध हैं; प्रतीक्षा सूची की जगह उन्हें बुक करें ({seats} सीटें ख़ाली हैं)',
  'Waitlist entry not found': 'प्रतीक्षा सूची में यह नाम नहीं मिला',
  'This waitlist entry is already {status}': `प्रतीक्षा सूची की यह एंट्री पहले ही ${status('status')} है`,
};
