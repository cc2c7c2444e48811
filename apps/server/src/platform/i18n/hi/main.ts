/**
 * Hindi for the main service's sentences (decision 077): accounts and admin, credits and purchases, favourites,
 * modules, notifications and referrals. Changes when one of those sentences is added or reworded.
 */
import { status } from './words.js';

export const main: Record<string, string> = {
  'User not found': 'उपयोगकर्ता नहीं मिला',
  'Out of range': 'सीमा से बाहर',
  'Invalid query.{field}: a time between the years 1 and 9999':
    'query.{field} ठीक नहीं है: साल 1 से 9999 के बीच का समय दें',
  'Cannot deduct {amount, plural, one {# credit} other {# credits}}: the wallet holds {available, plural, one {# credit} other {# credits}} available; nothing was deducted':
    '{amount, number} क्रेडिट नहीं काटे जा सकते: वॉलेट में सिर्फ़ {available, number} क्रेडिट उपलब्ध हैं; कुछ नहीं काटा गया',
  'Invalid cursor: pass the nextCursor of the previous page': 'कर्सर ठीक नहीं है: पिछले पेज का nextCursor भेजें',
  'Not a cursor this list made': 'यह कर्सर इस सूची का नहीं है',
  'You cannot remove your own admin role; ask another admin to do it':
    'आप अपनी एडमिन भूमिका ख़ुद नहीं हटा सकते; किसी दूसरे एडमिन से कहें',
  "This {role} role comes from the server's configuration ({source}), not from a grant; change the configuration to remove it":
    'यह {role} भूमिका सर्वर की कॉन्फ़िगरेशन ({source}) से आती है, किसी अनुमति से नहीं; इसे हटाने के लिए कॉन्फ़िगरेशन बदलें',
  'You cannot suspend your own account; ask another admin to do it':
    'आप अपना खाता ख़ुद निलंबित नहीं कर सकते; किसी दूसरे एडमिन से कहें',
  "This admin is named in the server's configuration (ADMIN_EMAILS) and cannot be suspended, so a way into the console always stays; change the configuration first":
    'यह एडमिन सर्वर की कॉन्फ़िगरेशन (ADMIN_EMAILS) में है और निलंबित नहीं हो सकता, ताकि कंसोल तक पहुँचने का रास्ता हमेशा बना रहे; पहले कॉन्फ़िगरेशन बदलें',
  "This admin is named in the server's configuration (ADMIN_EMAILS): only they can end their sessions; change the configuration first":
    'यह एडमिन सर्वर की कॉन्फ़िगरेशन (ADMIN_EMAILS) में है: इनके सत्र सिर्फ़ ये ख़ुद ख़त्म कर सकते हैं; पहले कॉन्फ़िगरेशन बदलें',
  'This account is already suspended': 'यह खाता पहले से निलंबित है',
  'This is the device you are using: sign out to end its session':
    'यह वही डिवाइस है जिसे आप इस्तेमाल कर रहे हैं: इसका सत्र ख़त्म करने के लिए साइन आउट करें',
  'This account is not suspended': 'यह खाता निलंबित नहीं है',
  'Session not found': 'सत्र नहीं मिला',
  // Two-factor sign-in (decision 089).
  'This sign-in has expired or was already used; sign in again':
    'यह साइन-इन पुराना हो गया है या पहले ही इस्तेमाल हो चुका है; फिर से साइन इन करें',
  'That code is not right, or it was already used; try the next code':
    'यह कोड सही नहीं है, या पहले ही इस्तेमाल हो चुका है; अगला कोड आज़माएँ',
  'Two-factor sign-in is already on; turn it off first to set up another app':
    'दो-चरणीय साइन-इन पहले से चालू है; दूसरा ऐप जोड़ने के लिए पहले इसे बंद करें',
  'Two-factor sign-in is already on': 'दो-चरणीय साइन-इन पहले से चालू है',
  'Two-factor sign-in is not on': 'दो-चरणीय साइन-इन चालू नहीं है',
  'Two-factor sign-in is on': 'दो-चरणीय साइन-इन चालू हो गया',
  'Two-factor sign-in is off': 'दो-चरणीय साइन-इन बंद हो गया',
  'Turn your own two-factor sign-in off under Two-factor sign-in, with a code; ask another admin if you cannot':
    'अपना दो-चरणीय साइन-इन "दो-चरणीय साइन-इन" में कोड डालकर बंद करें; न कर पाएँ तो किसी दूसरे एडमिन से कहें',
  'This person has no two-factor sign-in to reset':
    'इस व्यक्ति का कोई दो-चरणीय साइन-इन नहीं है जिसे रीसेट किया जाए',
  // Passkeys (decision 092).
  'That passkey was not accepted; try again': 'यह पासकी स्वीकार नहीं हुई; फिर से कोशिश करें',
  'You have no passkey': 'आपकी कोई पासकी नहीं है',
  'This passkey is already added': 'यह पासकी पहले से जुड़ी हुई है',
  'Sign in with your second factor first: this session signed in without it':
    'पहले अपने दूसरे चरण से साइन इन करें: यह सत्र उसके बिना साइन इन हुआ था',
  'This is your last second factor: confirm with the passkey itself or a recovery code':
    'यह आपका आख़िरी दूसरा चरण है: इसी पासकी से या किसी रिकवरी कोड से पुष्टि करें',
  'Passkey not found': 'पासकी नहीं मिली',
  'Passkey added': 'पासकी जुड़ गई',
  'Passkey removed': 'पासकी हटा दी गई',
  // Credits and purchases.
  'This Idempotency-Key was already used for a different purchase; send a new key for a new purchase':
    'यह Idempotency-Key किसी दूसरी ख़रीद में इस्तेमाल हो चुकी है; नई ख़रीद के लिए नई key भेजें',
  'This purchase is still being opened; try again in a moment':
    'यह ख़रीद अभी शुरू हो रही है; एक पल बाद फिर कोशिश करें',
  'This purchase was already paid; the second payment is refunded':
    'इस ख़रीद का भुगतान पहले ही हो चुका है; दूसरा भुगतान वापस कर दिया जाएगा',
  'Purchase has expired': 'ख़रीद की समय-सीमा ख़त्म हो गई',
  'Purchase is {status}': `ख़रीद ${status('status')} है`,
  '{why}; the payment will be refunded': '{why}; भुगतान वापस कर दिया जाएगा',
  'Amount is above the maximum per purchase': 'रक़म एक ख़रीद की सीमा से ज़्यादा है',
  'Amount is too small to buy a single credit': 'रक़म एक क्रेडिट ख़रीदने के लिए भी कम है',
  'Amount buys less than one credit': 'इस रक़म से एक क्रेडिट भी नहीं आता',
  'Unsupported currency: {currency}': 'यह मुद्रा नहीं चलती: {currency}',
  'Amount is above the maximum of {maximum} per purchase': 'रक़म एक ख़रीद की सीमा {maximum} से ज़्यादा है',
  'Purchase not found': 'ख़रीद नहीं मिली',
  'This purchase cannot be completed here': 'यह ख़रीद यहाँ पूरी नहीं हो सकती',
  'Payment signature is invalid': 'भुगतान का सिग्नेचर ठीक नहीं है',
  'This payment cannot be refunded to where it came from; choose credits':
    'यह भुगतान उसी जगह वापस नहीं हो सकता जहाँ से आया था; क्रेडिट चुनें',
  'This payment has already been refunded': 'यह भुगतान पहले ही वापस हो चुका है',
  // Favourites, the mailbox, modules and notifications.
  'The favorites changed since this order was made; reload and try again':
    'यह क्रम बनने के बाद पसंदीदा बदल गए; पेज दोबारा लोड करके फिर कोशिश करें',
  'Favorite not found': 'पसंदीदा नहीं मिला',
  'The development mailbox is off: emails are sent by SMTP': 'डेवलपमेंट मेलबॉक्स बंद है: ईमेल SMTP से भेजे जाते हैं',
  'Email not found': 'ईमेल नहीं मिला',
  'Module not found': 'मॉड्यूल नहीं मिला',
  '{module} is not open for backing': '{module} में अभी समर्थन नहीं दिया जा सकता',
  'Back {module} with at least {credits, plural, one {# credit} other {# credits}}':
    '{module} को कम से कम {credits, number} क्रेडिट से समर्थन दें',
  '{module} has already launched': '{module} लॉन्च हो चुका है',
  'A launch date cannot be in the future: launch the module on the day':
    'लॉन्च की तारीख़ आगे की नहीं हो सकती: मॉड्यूल उसी दिन लॉन्च करें',
  '{module} is already live': '{module} पहले से चालू है',
  'Notification not found': 'सूचना नहीं मिली',
  'Each kind may be named once': 'हर प्रकार एक ही बार लिखा जा सकता है',
  '{kind} is named more than once': '"{kind}" एक से ज़्यादा बार लिखा गया है',
  'Receipts are always emailed: {kind} cannot be turned off':
    'रसीदें हमेशा ईमेल की जाती हैं: "{kind}" बंद नहीं हो सकता',
  // Referrals.
  'Your referral code is missing; please contact support':
    'आपका रेफ़रल कोड नहीं मिला; कृपया सहायता टीम से संपर्क करें',
  'Referral not found': 'रेफ़रल नहीं मिला',
  'Only a flagged referral can be reviewed; this one is {status}': `सिर्फ़ जाँच के लिए रुके रेफ़रल की समीक्षा हो सकती है; यह ${status('status')} है`,
  'This email is no longer failed: somebody sent it again already':
    'यह ईमेल अब विफल नहीं है: किसी ने इसे पहले ही फिर से भेज दिया है',
  'This refund is no longer waiting for an admin: somebody answered it already':
    'यह रिफ़ंड अब किसी एडमिन की राह नहीं देख रहा: किसी ने इस पर पहले ही कार्रवाई कर दी है',
  'Refund not found': 'रिफ़ंड नहीं मिला',
  'This delivery is no longer stopped: it was sent again already':
    'यह डिलीवरी अब रुकी हुई नहीं है: इसे पहले ही फिर से भेजा जा चुका है',
};
