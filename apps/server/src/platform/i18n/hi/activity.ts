/**
 * Hindi for the activity feed's titles (decision 077): what the dashboard's "Recent activity" lists, said in the
 * reader's language when it is read. Changes when an activity's title is added or reworded.
 */

export const activity: Record<string, string> = {
  'Welcome to EngageX': 'EngageX में आपका स्वागत है',
  'Location set to {place}': 'लोकेशन {place} सेट की गई',
  // Events, competitions and jobs.
  'Booked {seats, plural, one {# seat} other {# seats}} for {event}': '{event} के लिए {seats} सीटें बुक कीं',
  'Holding {seats, plural, one {# seat} other {# seats}} for {event}': '{event} के लिए {seats} सीटें होल्ड पर',
  'Booked {seats, plural, one {# seat} other {# seats}} from the waitlist': 'वेटलिस्ट से {seats} सीटें बुक कीं',
  'Offered {seats, plural, one {# seat} other {# seats}} from the waitlist for {event}':
    'वेटलिस्ट से {event} के लिए {seats} सीटों का ऑफ़र मिला',
  'Checked in at {event}': '{event} में चेक-इन किया',
  'Registered for {event}': '{event} के लिए रजिस्ट्रेशन किया',
  'Applied for {opening}': '{opening} के लिए आवेदन किया',
  'Requested encashment of {credits, plural, one {# credit} other {# credits}}':
    '{credits, number} क्रेडिट के नकदीकरण का अनुरोध किया',
  // Credits.
  'Bought {credits, plural, one {# credit} other {# credits}}': '{credits, number} क्रेडिट ख़रीदे',
  'Spent {credits, plural, one {# credit} other {# credits}}: {reason}':
    '{credits, number} क्रेडिट ख़र्च किए: {reason}',
  'Received a bonus of {credits, plural, one {# credit} other {# credits}}: {reason}':
    '{credits, number} क्रेडिट का बोनस मिला: {reason}',
  'Received {credits, plural, one {# credit} other {# credits}} from EngageX: {reason}':
    'EngageX से {credits, number} क्रेडिट मिले: {reason}',
  '{credits, plural, one {# credit} other {# credits}} taken back by EngageX: {reason}':
    'EngageX ने {credits, number} क्रेडिट वापस लिए: {reason}',
  // Modules and favorites.
  'Backed {module} with {credits, plural, one {# credit} other {# credits}}':
    '{module} को {credits, number} क्रेडिट से सपोर्ट किया',
  'You will be notified when {module} launches': '{module} लॉन्च होने पर आपको बताया जाएगा',
  'Opened {module}': '{module} खोला',
  'Added {module} to favorites': '{module} को पसंदीदा में जोड़ा',
  'Removed {module} from favorites': '{module} को पसंदीदा से हटाया',
  // Referrals.
  'Shared your invite on {platform}': '{platform} पर अपना इनवाइट शेयर किया',
  'Earned {credits, plural, one {# credit} other {# credits}}: {description}':
    '{credits, number} क्रेडिट कमाए: {description}',
  '{name} joined with your invite; the referral is under review':
    '{name} आपके इनवाइट से जुड़े; रेफ़रल की समीक्षा हो रही है',
  '{name} joined with your invite: you earn {credits, plural, one {# credit} other {# credits}} when they make their first payment':
    '{name} आपके इनवाइट से जुड़े: उनके पहले भुगतान पर आपको {credits, number} क्रेडिट मिलेंगे',
};
