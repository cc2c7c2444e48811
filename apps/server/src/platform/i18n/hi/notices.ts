/**
 * Hindi for the notices of competition entries, job applications, encashments, referral rewards and module
 * launches (decision 077): each notice's title and body, as its recipient reads it in the app and in its email.
 * Changes when one of those notices is added or reworded.
 */

export const notices: Record<string, string> = {
  // A competition entry (services/events/contestants/contestant-notices.ts).
  'Registration received: {event}': 'रजिस्ट्रेशन मिल गया: {event}',
  'We received your registration for {event} on {when}. {next}':
    'हमें {when} को होने वाले {event} के लिए आपका रजिस्ट्रेशन मिल गया है। {next}',
  'We received your registration for a group of {people} for {event} on {when}. {next}':
    'हमें {when} को होने वाले {event} के लिए {people} लोगों के समूह का आपका रजिस्ट्रेशन मिल गया है। {next}',
  'Pay the entry fee of {credits, plural, one {# credit} other {# credits}} to complete it.':
    'इसे पूरा करने के लिए {credits, number} क्रेडिट की एंट्री फ़ीस चुकाएँ।',
  'There is no entry fee; the organiser will review your entry.':
    'कोई एंट्री फ़ीस नहीं है; आयोजक आपकी एंट्री की समीक्षा करेंगे।',
  'Entry fee paid: {event}': 'एंट्री फ़ीस चुका दी गई: {event}',
  '{paid} Your entry for {event} on {when} is registered; the organiser will review it.':
    '{paid} {when} को होने वाले {event} के लिए आपकी एंट्री रजिस्टर हो गई है; आयोजक इसकी समीक्षा करेंगे।',
  'Registration approved: {event}': 'रजिस्ट्रेशन मंज़ूर: {event}',
  'Entry not selected: {event}': 'एंट्री नहीं चुनी गई: {event}',
  'The organiser approved your entry for {event} on {when}.':
    'आयोजक ने {when} को होने वाले {event} के लिए आपकी एंट्री मंज़ूर कर दी है।',
  'The organiser approved your entry for {event} on {when}. Their note: “{note}”':
    'आयोजक ने {when} को होने वाले {event} के लिए आपकी एंट्री मंज़ूर कर दी है। उनकी टिप्पणी: “{note}”',
  'The organiser did not select your entry for {event}. {money}':
    'आयोजक ने {event} के लिए आपकी एंट्री नहीं चुनी। {money}',
  'The organiser did not select your entry for {event}. Their note: “{note}” {money}':
    'आयोजक ने {event} के लिए आपकी एंट्री नहीं चुनी। उनकी टिप्पणी: “{note}” {money}',
  'You paid no fee, so there is nothing to refund.': 'आपने कोई फ़ीस नहीं चुकाई थी, इसलिए कुछ वापस नहीं करना है।',
  'Your fee of {money} is not refunded: this competition keeps the fee of entries it does not select, as it said before you paid.':
    'आपकी {money} की फ़ीस वापस नहीं होगी: जैसा इस प्रतियोगिता ने आपके भुगतान से पहले बताया था, न चुनी गई एंट्री की फ़ीस वापस नहीं की जाती।',
  'Your fee of {credits, plural, one {# credit} other {# credits}} is not refunded: this competition keeps the fee of entries it does not select, as it said before you paid.':
    'आपकी {credits, number} क्रेडिट की फ़ीस वापस नहीं होगी: जैसा इस प्रतियोगिता ने आपके भुगतान से पहले बताया था, न चुनी गई एंट्री की फ़ीस वापस नहीं की जाती।',

  // A job application (services/jobs/application-notices.ts).
  'Application under review': 'आवेदन की समीक्षा हो रही है',
  'Application approved': 'आवेदन मंज़ूर',
  'Application rejected': 'आवेदन नामंज़ूर',
  'Your application for {opening} is now under review.': '{opening} के लिए आपके आवेदन की अब समीक्षा हो रही है।',
  'Your application for {opening} was approved.': '{opening} के लिए आपका आवेदन मंज़ूर हो गया है।',
  'Your application for {opening} was rejected.': '{opening} के लिए आपका आवेदन नामंज़ूर हो गया है।',
  "{happened} The reviewer's note: {note}": '{happened} समीक्षक की टिप्पणी: {note}',
  'Application fee paid': 'आवेदन फ़ीस चुका दी गई',
  'You paid {money} for the fee of your application for {opening}. It now waits for a reviewer.':
    'आपने {opening} के लिए अपने आवेदन की फ़ीस के {money} चुका दिए हैं। अब यह समीक्षक का इंतज़ार कर रहा है।',
  '{credits, plural, one {# credit} other {# credits}} from your wallet paid the fee of your application for {opening}. It now waits for a reviewer.':
    '{opening} के लिए आपके आवेदन की फ़ीस आपके वॉलेट के {credits, number} क्रेडिट से चुका दी गई है। अब यह समीक्षक का इंतज़ार कर रहा है।',
  '{paid} Payment reference: {reference}.': '{paid} भुगतान का रेफ़रेंस: {reference}।',

  // An encashment (services/employee/encashment-notices.ts).
  'Encashment approved': 'नकदीकरण मंज़ूर',
  'Encashment rejected': 'नकदीकरण नामंज़ूर',
  'Encashment paid': 'नकदीकरण का भुगतान हो गया',
  'Your encashment of {credits, plural, one {# credit} other {# credits}} ({money}) was approved. It is paid to {payoutTo} within {days} working days; you will be told when it is.':
    'आपके {credits, number} क्रेडिट ({money}) का नकदीकरण मंज़ूर हो गया है। इसका भुगतान {days} कामकाजी दिनों में {payoutTo} पर किया जाएगा; भुगतान होने पर आपको बताया जाएगा।',
  'Your encashment of {credits, plural, one {# credit} other {# credits}} ({money}) was rejected. The reason given: {reason} The {credits, plural, one {# credit} other {# credits}} are back in your wallet.':
    'आपके {credits, number} क्रेडिट ({money}) का नकदीकरण नामंज़ूर हो गया है। बताई गई वजह: {reason} ये {credits, number} क्रेडिट आपके वॉलेट में वापस आ गए हैं।',
  'Your encashment of {credits, plural, one {# credit} other {# credits}} was paid: {money} to {payoutTo}. Payout reference: {reference}.':
    'आपके {credits, number} क्रेडिट के नकदीकरण का भुगतान हो गया: {money}, {payoutTo} पर। भुगतान का रेफ़रेंस: {reference}।',

  // A referral reward (services/main/referrals/reward-notices.ts).
  'Referral reward pending: {credits, plural, one {# credit} other {# credits}}':
    'रेफ़रल इनाम लंबित: {credits, number} क्रेडिट',
  'Referral reward: {credits, plural, one {# credit} other {# credits}}':
    'रेफ़रल इनाम: {credits, number} क्रेडिट',
  '{why} You earned {credits, plural, one {# credit} other {# credits}}: {parts}. {where}':
    '{why} आपने {credits, number} क्रेडिट कमाए: {parts}। {where}',
  'Your referral of {name} was approved, so their payments so far count.':
    '{name} का आपका रेफ़रल मंज़ूर हो गया, इसलिए उनके अब तक के भुगतान गिने जाएँगे।',
  '{name}, whom you referred, made a payment.': 'आपके रेफ़र किए हुए {name} ने भुगतान किया है।',
  'the sign-up bonus ({credits, plural, one {# credit} other {# credits}})':
    'साइन-अप बोनस ({credits, number} क्रेडिट)',
  '{percent}% of {paid} ({credits, plural, one {# credit} other {# credits}})':
    '{paid} का {percent}% ({credits, number} क्रेडिट)',
  '{bonus} and {share}': '{bonus} और {share}',
  'the credits they bought': 'उनके ख़रीदे क्रेडिट',
  'their {money} payment for {thing}': '{thing} के लिए उनके {money} के भुगतान',
  'their payments': 'उनके भुगतानों',
  'an event booking': 'इवेंट बुकिंग',
  'a competition entry fee': 'प्रतियोगिता की एंट्री फ़ीस',
  'a job application fee': 'नौकरी के आवेदन की फ़ीस',
  'They are pending until the payment can no longer be refunded (when what they paid for starts), then they are yours; if it is refunded, the reward is cancelled.':
    'ये तब तक लंबित रहेंगे जब तक भुगतान का रिफ़ंड संभव है (यानी जिसके लिए उन्होंने भुगतान किया, उसके शुरू होने तक), फिर ये आपके हो जाएँगे; अगर भुगतान रिफ़ंड हुआ तो इनाम रद्द हो जाएगा।',
  'They are in your wallet.': 'ये आपके वॉलेट में हैं।',
  'Referral reward released: {credits, plural, one {# credit} other {# credits}}':
    'रेफ़रल इनाम जारी: {credits, number} क्रेडिट',
  "{name}'s payment can no longer be refunded, so your reward of {credits, plural, one {# credit} other {# credits}} is no longer pending.":
    '{name} के भुगतान का अब रिफ़ंड नहीं हो सकता, इसलिए आपका {credits, number} क्रेडिट का इनाम अब लंबित नहीं है।',
  "{name}'s payment can no longer be refunded, so your reward of {credits, plural, one {# credit} other {# credits}} is no longer pending. {recovered, plural, one {# credit} other {# credits}} of it went to what you owed for an earlier reward that was reversed.":
    '{name} के भुगतान का अब रिफ़ंड नहीं हो सकता, इसलिए आपका {credits, number} क्रेडिट का इनाम अब लंबित नहीं है। इसमें से {recovered, number} क्रेडिट पहले के एक वापस लिए गए इनाम की बकाया राशि में गए।',
  'Referral reward cancelled: {was, plural, one {# credit} other {# credits}}':
    'रेफ़रल इनाम रद्द: {was, number} क्रेडिट',
  'Referral reward reduced to {now, plural, one {# credit} other {# credits}}':
    'रेफ़रल इनाम घटकर {now, number} क्रेडिट रह गया',
  "{name}'s payment was refunded, so its reward of {was, plural, one {# credit} other {# credits}} is cancelled.":
    '{name} के भुगतान का रिफ़ंड हो गया, इसलिए उसका {was, number} क्रेडिट का इनाम रद्द हो गया है।',
  "{name}'s payment was partly refunded, so its reward is now {now, plural, one {# credit} other {# credits}} (it was {was, plural, one {# credit} other {# credits}}).":
    '{name} के भुगतान का कुछ हिस्सा रिफ़ंड हो गया, इसलिए उसका इनाम अब {now, number} क्रेडिट है (पहले {was, number} क्रेडिट था)।',
  '{what} You had already used {owed, plural, one {# credit} other {# credits}} of it; that much will be kept from your next referral rewards.':
    '{what} आप इसमें से {owed, number} क्रेडिट पहले ही इस्तेमाल कर चुके थे; उतने क्रेडिट आपके अगले रेफ़रल इनामों से काट लिए जाएँगे।',

  // A module's launch (services/main/modules/launch.ts).
  '{module} has launched': '{module} लॉन्च हो गया है',
  'You asked us to tell you when {module} launched. It is live from {day}: open it from your dashboard.':
    'आपने कहा था कि {module} लॉन्च होने पर हम आपको बताएँ। यह {day} से चालू है: इसे अपने डैशबोर्ड से खोलें।',
};
