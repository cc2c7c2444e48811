/**
 * Hindi for what emails, calendar files and notices say around a notification (decision 077): the email's greeting,
 * labels, ticket and footer, the kinds of notification, and the notices' sentences. Changes when one of those
 * sentences is added or reworded.
 */
export const mail: Record<string, string> = {
  '{there} (your time: {here})': '{there} (आपके समय से: {here})',
  '{start} to {end}': '{start} से {end} तक',
  'Hello,': 'नमस्ते,',
  'Hello {name},': 'नमस्ते {name},',
  'Open in EngageX': 'EngageX में खोलें',
  "The reviewer's note": 'समीक्षक की टिप्पणी',
  "The organiser's note": 'आयोजक की टिप्पणी',
  Note: 'टिप्पणी',
  'Payout reference': 'भुगतान का रेफ़रेंस',
  'Refund reference': 'रिफ़ंड का रेफ़रेंस',
  'Payment reference': 'भुगतान का रेफ़रेंस',
  Reference: 'रेफ़रेंस',
  'Ticket code': 'टिकट कोड',
  Event: 'इवेंट',
  Show: 'शो',
  Venue: 'वेन्यू',
  Address: 'पता',
  When: 'कब',
  'Your time': 'आपके समय से',
  Seats: 'सीटें',
  'Your ticket': 'आपका टिकट',
  'Your ticket (no longer valid)': 'आपका टिकट (अब मान्य नहीं)',
  'QR code for ticket {code}': 'टिकट {code} का QR कोड',
  'Show this code, or the ticket code, at the door.': 'प्रवेश पर यह कोड या टिकट कोड दिखाएँ।',
  'Show the QR code attached to this email, or the ticket code, at the door.':
    'प्रवेश पर इस ईमेल के साथ लगा QR कोड या टिकट कोड दिखाएँ।',
  'This is a receipt for your EngageX account. Receipts are always sent by email, whatever your email preferences.':
    'यह आपके EngageX खाते की रसीद है। आपकी ईमेल सेटिंग चाहे जो हो, रसीदें हमेशा ईमेल से भेजी जाती हैं।',
  'Choose which other emails you get': 'चुनें कि आपको और कौन-से ईमेल मिलें',
  'You are getting this email because email for "{kind}" is on in your EngageX notification preferences.':
    'आपको यह ईमेल इसलिए मिला है क्योंकि आपकी EngageX सूचना सेटिंग में "{kind}" के लिए ईमेल चालू है।',
  'Change your email preferences': 'अपनी ईमेल सेटिंग बदलें',
  'EngageX notification': 'EngageX की सूचना',
  'Ticket code: {code}': 'टिकट कोड: {code}',
  'Seats: {seats}': 'सीटें: {seats}',
  // The kinds of notification, as the footer and the preferences name them (contracts' NOTIFICATION_KIND_LABELS).
  'Credit purchase receipts': 'क्रेडिट ख़रीद की रसीदें',
  'Credit purchases that failed or expired': 'विफल या समाप्त हुई क्रेडिट ख़रीदें',
  'Tickets for confirmed bookings': 'कन्फ़र्म बुकिंग के टिकट',
  'Bookings cancelled': 'रद्द हुई बुकिंग',
  'Refunds for bookings': 'बुकिंग के रिफ़ंड',
  'Bookings moved to another show': 'दूसरे शो में बदली गई बुकिंग',
  'Events you hold tickets for being cancelled': 'जिन इवेंट के आपके पास टिकट हैं, उनका रद्द होना',
  'Events you hold tickets for being moved': 'जिन इवेंट के आपके पास टिकट हैं, उनका समय बदलना',
  'Seats offered to you from a waitlist': 'प्रतीक्षा सूची से आपको मिली सीटें',
  'Waitlists you are on being closed': 'जिन प्रतीक्षा सूचियों में आप हैं, उनका बंद होना',
  'Contestant registrations received': 'मिले हुए प्रतियोगी रजिस्ट्रेशन',
  'Contestant registrations approved': 'मंज़ूर हुए प्रतियोगी रजिस्ट्रेशन',
  'Contestant registrations rejected': 'नामंज़ूर हुए प्रतियोगी रजिस्ट्रेशन',
  'Entry fee receipts': 'एंट्री फ़ीस की रसीदें',
  'Job application status changes': 'नौकरी के आवेदन की स्थिति में बदलाव',
  'Encashments approved': 'मंज़ूर हुए एनकैशमेंट',
  'Encashments rejected': 'नामंज़ूर हुए एनकैशमेंट',
  'Encashment payouts': 'एनकैशमेंट के भुगतान',
  'Referral rewards': 'रेफ़रल इनाम',
  'Modules you asked about launching': 'जिन मॉड्यूल के लॉन्च के बारे में आपने पूछा था',
  'Your webhooks paused after failing': 'लगातार विफल होने पर रोके गए आपके वेबहुक',
  // Notices: a booking's ticket.
  'Ticket confirmed: {event}': 'टिकट कन्फ़र्म: {event}',
  '{booking}. Ticket code {code}. {paid}': '{booking}। टिकट कोड {code}। {paid}',
  '{seats, plural, one {# seat} other {# seats}} for {event} on {when} at {place}':
    '{event} के लिए {seats} सीटें, {when}, {place} में',
  'Free: there was nothing to pay.': 'मुफ़्त: कुछ भी भुगतान नहीं करना था।',
  'Paid {money} online ({credits, plural, one {# credit} other {# credits}}).':
    '{money} का ऑनलाइन भुगतान हुआ ({credits, number} क्रेडिट)।',
  'Paid {credits, plural, one {# credit} other {# credits}} from your wallet.':
    'आपके वॉलेट से {credits, number} क्रेडिट का भुगतान हुआ।',
  // Notices: a booking cancelled, refunded or moved.
  'Refund: {event}': 'रिफ़ंड: {event}',
  'Booking cancelled: {event}': 'बुकिंग रद्द: {event}',
  'Booking moved: {event}': 'बुकिंग बदली गई: {event}',
  'The organiser cancelled your booking of {booking} ({reason}). {back}':
    'आयोजक ने आपकी बुकिंग रद्द कर दी: {booking} ({reason})। {back}',
  'You cancelled your booking of {booking}. {back}': 'आपने अपनी बुकिंग रद्द की: {booking}। {back}',
  'Your payment for {booking} could not be used. {reason}. {back}':
    '{booking} के लिए आपका भुगतान इस्तेमाल नहीं हो सका। {reason}। {back}',
  'Your {seats, plural, one {# seat} other {# seats}} for {event} moved from {from} to {to} at {place}.':
    '{event} के लिए आपकी {seats} सीटें {from} से बदलकर {to} कर दी गई हैं, {place} में।',
  '{moved} Your ticket code {code} stays the same.': '{moved} आपका टिकट कोड {code} वही रहेगा।',
  'Nothing had been paid, so there is nothing to refund.': 'कोई भुगतान नहीं हुआ था, इसलिए कुछ वापस नहीं करना है।',
  '{money} is being refunded to the card or account you paid with.':
    '{money} उसी कार्ड या खाते में वापस भेजे जा रहे हैं जिससे आपने भुगतान किया था।',
  '{credits, plural, one {# credit was} other {# credits were}} returned to your wallet.':
    '{credits, number} क्रेडिट आपके वॉलेट में लौटा दिए गए।',
  // Notices: a credit purchase's receipt or its end.
  'Receipt: {credits, plural, one {# credit} other {# credits}} bought':
    'रसीद: {credits, number} क्रेडिट ख़रीदे गए',
  'You paid {money} and {credits, plural, one {# credit} other {# credits}} were added to your wallet. Payment reference: {reference}.':
    'आपने {money} का भुगतान किया और आपके वॉलेट में {credits, number} क्रेडिट जोड़ दिए गए। भुगतान का रेफ़रेंस: {reference}।',
  'You paid {money} and {credits, plural, one {# credit} other {# credits}} were added to your wallet.':
    'आपने {money} का भुगतान किया और आपके वॉलेट में {credits, number} क्रेडिट जोड़ दिए गए।',
  'the payment did not go through': 'भुगतान पूरा नहीं हुआ',
  'Credit purchase expired': 'क्रेडिट ख़रीद की समय-सीमा ख़त्म',
  'Credit purchase failed': 'क्रेडिट ख़रीद विफल',
  'Your purchase of {credits, plural, one {# credit} other {# credits}} for {money} expired before a payment was confirmed, so no credits were added. If any money was taken for it, it will be refunded.':
    '{money} में {credits, number} क्रेडिट की आपकी ख़रीद भुगतान की पुष्टि से पहले ही समाप्त हो गई, इसलिए कोई क्रेडिट नहीं जोड़ा गया। अगर इसके लिए कोई पैसा कटा है, तो वह वापस कर दिया जाएगा।',
  'Your purchase of {credits, plural, one {# credit} other {# credits}} for {money} failed, so no credits were added. Reason: {reason}. You can try again from the credits page.':
    '{money} में {credits, number} क्रेडिट की आपकी ख़रीद विफल रही, इसलिए कोई क्रेडिट नहीं जोड़ा गया। कारण: {reason}। आप क्रेडिट पेज से फिर कोशिश कर सकते हैं।',
  // Notices: a given-up refund an admin settled by hand (services/main/admin/failures/settled-by-hand-notice.ts).
  'Refund settled: {money}': 'रिफ़ंड पूरा हुआ: {money}',
  'We could not refund {money} ({what}) to the card or account you paid with, so it was paid back to you outside the portal. Reference: {reference}.':
    'हम {money} ({what}) उस कार्ड या खाते में वापस नहीं भेज सके जिससे आपने भुगतान किया था, इसलिए यह रक़म आपको पोर्टल के बाहर से लौटा दी गई है। रेफ़रेंस: {reference}।',
  'your purchase of {credits, plural, one {# credit} other {# credits}}':
    'आपकी {credits, number} क्रेडिट की ख़रीद',
  'your event booking': 'आपकी इवेंट बुकिंग',
  'your competition entry fee': 'आपकी प्रतियोगिता की एंट्री फ़ीस',
  'your job application fee': 'आपके नौकरी के आवेदन की फ़ीस',
  'your payment': 'आपका भुगतान',
  'a payment for {thing} that could not be used': '{thing} के लिए किया गया भुगतान, जो इस्तेमाल नहीं हो सका',
  'the cancelled tickets of {thing}': '{thing} के रद्द टिकटों का हिस्सा',
  // Notices: an event cancelled by its organiser.
  'Event cancelled: {event}': 'इवेंट रद्द: {event}',
  'The organiser cancelled {event} and wrote: “{reason}”.': 'आयोजक ने {event} रद्द कर दिया और लिखा: “{reason}”',
  '{seats, plural, one {# seat} other {# seats}} on {when}': '{when}, {seats} सीटें',
  'Your hold on {what} was released; nothing was charged.':
    'आपका होल्ड ({what}) छोड़ दिया गया; आपसे कुछ नहीं लिया गया।',
  'Your free booking of {what} is cancelled; there was nothing to pay.':
    'आपकी मुफ़्त बुकिंग ({what}) रद्द हो गई; कुछ भी भुगतान नहीं करना था।',
  'Your booking of {what} is cancelled. {back}': 'आपकी बुकिंग ({what}) रद्द हो गई। {back}',
  'Your competition entry is withdrawn. {back}': 'प्रतियोगिता में आपकी एंट्री वापस ले ली गई। {back}',
  'Your competition entry is withdrawn. It had no fee to refund.':
    'प्रतियोगिता में आपकी एंट्री वापस ले ली गई। इसकी कोई फ़ीस नहीं थी, इसलिए कुछ वापस नहीं करना है।',
  // Notices: an event or its show moved by its organiser.
  'Event moved: {event}': 'इवेंट का समय बदला: {event}',
  'The organiser moved {event}.': 'आयोजक ने {event} का समय बदल दिया है।',
  'If the new time does not suit you, cancel your booking in My bookings before the show; it was free, so there is nothing to refund.':
    'अगर नया समय आपके लिए ठीक नहीं है, तो शो से पहले "मेरी बुकिंग" में अपनी बुकिंग रद्द करें; यह मुफ़्त थी, इसलिए कुछ वापस नहीं करना है।',
  'If the new time does not suit you, cancel your booking in My bookings before the show for a full refund to the card or account you paid with.':
    'अगर नया समय आपके लिए ठीक नहीं है, तो शो से पहले "मेरी बुकिंग" में अपनी बुकिंग रद्द करें; पूरा पैसा उसी कार्ड या खाते में वापस आएगा जिससे आपने भुगतान किया था।',
  'If the new time does not suit you, cancel your booking in My bookings before the show for a full refund of {credits, plural, one {# credit} other {# credits}} to your wallet.':
    'अगर नया समय आपके लिए ठीक नहीं है, तो शो से पहले "मेरी बुकिंग" में अपनी बुकिंग रद्द करें; पूरे {credits, number} क्रेडिट आपके वॉलेट में लौट आएँगे।',
  'Your hold on {seats, plural, one {# seat} other {# seats}} moved from {from} to {to}; nothing has been charged. Pay before the hold lapses to keep the seats at the new time, or release them in My bookings.':
    '{seats} सीटों का आपका होल्ड {from} से बदलकर {to} हो गया है; अभी कुछ नहीं लिया गया। नए समय पर सीटें रखने के लिए होल्ड ख़त्म होने से पहले भुगतान करें, या "मेरी बुकिंग" में उन्हें छोड़ दें।',
  'Your {seats, plural, one {# seat} other {# seats}} moved from {from} to {to}, and your ticket {code} stays valid at the new time. {money}':
    'आपकी {seats} सीटें {from} से बदलकर {to} हो गई हैं, और आपका टिकट {code} नए समय पर भी मान्य है। {money}',
  'Your {seats, plural, one {# seat} other {# seats}} moved from {from} to {to}, and your ticket stays valid at the new time. {money}':
    'आपकी {seats} सीटें {from} से बदलकर {to} हो गई हैं, और आपका टिकट नए समय पर भी मान्य है। {money}',
  'The competition now starts {to} (it was {from}), and your entry stands. If the new time does not suit you, withdraw your entry in My registrations before it starts; nothing has been paid, so there is nothing to refund.':
    'प्रतियोगिता अब {to} शुरू होगी (पहले {from} थी), और आपकी एंट्री बनी रहेगी। अगर नया समय आपके लिए ठीक नहीं है, तो शुरू होने से पहले "मेरे रजिस्ट्रेशन" में अपनी एंट्री वापस लें; कोई भुगतान नहीं हुआ है, इसलिए कुछ वापस नहीं करना है।',
  'The competition now starts {to} (it was {from}), and your entry stands. If the new time does not suit you, withdraw your entry in My registrations before it starts: the whole fee comes back to the card or account you paid with until 7 days before the new start, half of it after that.':
    'प्रतियोगिता अब {to} शुरू होगी (पहले {from} थी), और आपकी एंट्री बनी रहेगी। अगर नया समय आपके लिए ठीक नहीं है, तो शुरू होने से पहले "मेरे रजिस्ट्रेशन" में अपनी एंट्री वापस लें: नई शुरुआत से 7 दिन पहले तक पूरी फ़ीस उसी कार्ड या खाते में लौटेगी जिससे आपने भुगतान किया था, उसके बाद आधी।',
  'The competition now starts {to} (it was {from}), and your entry stands. If the new time does not suit you, withdraw your entry in My registrations before it starts: the whole fee comes back to your wallet until 7 days before the new start, half of it after that.':
    'प्रतियोगिता अब {to} शुरू होगी (पहले {from} थी), और आपकी एंट्री बनी रहेगी। अगर नया समय आपके लिए ठीक नहीं है, तो शुरू होने से पहले "मेरे रजिस्ट्रेशन" में अपनी एंट्री वापस लें: नई शुरुआत से 7 दिन पहले तक पूरी फ़ीस आपके वॉलेट में लौटेगी, उसके बाद आधी।',
  // Notices: a waitlist's offer, or its end.
  'Seats for you: {event}': 'आपके लिए सीटें: {event}',
  'From the waitlist: {booking} are held for you until {deadline}. Accept them in My bookings before then, or they go to the next person in line.':
    'प्रतीक्षा सूची से: {booking} — ये सीटें {deadline} तक आपके लिए रखी गई हैं। उससे पहले "मेरी बुकिंग" में इन्हें स्वीकार करें, वरना ये कतार में अगले व्यक्ति को मिल जाएँगी।',
  'From the waitlist: {booking} are held for you until {deadline}. Pay for them in My bookings before then, or they go to the next person in line.':
    'प्रतीक्षा सूची से: {booking} — ये सीटें {deadline} तक आपके लिए रखी गई हैं। उससे पहले "मेरी बुकिंग" में इनका भुगतान करें, वरना ये कतार में अगले व्यक्ति को मिल जाएँगी।',
  'Waitlist closed: {event}': 'प्रतीक्षा सूची बंद: {event}',
  'The organiser closed the waitlist, so your place in line for {seats, plural, one {# seat} other {# seats}} on {when} has ended. No seats will be offered and nothing was charged.':
    'आयोजक ने प्रतीक्षा सूची बंद कर दी, इसलिए {when} की {seats} सीटों के लिए कतार में आपकी जगह ख़त्म हो गई। कोई सीट ऑफ़र नहीं की जाएगी और आपसे कुछ नहीं लिया गया।',
  '{cancelled} Your place in line for {seats, plural, one {# seat} other {# seats}} on {when} has ended. No seats will be offered and nothing was charged.':
    '{cancelled} {when} की {seats} सीटों के लिए कतार में आपकी जगह ख़त्म हो गई। कोई सीट ऑफ़र नहीं की जाएगी और आपसे कुछ नहीं लिया गया।',
};
