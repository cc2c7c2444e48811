/**
 * Hindi for the platform's sentences (decision 077): the error handler's own, sign-in and sessions, the ledger and
 * payments, and the plain words for refused fields (i18n/validation.ts). Changes when one of those sentences is
 * added or reworded.
 */
import { status } from './words.js';

export const platform: Record<string, string> = {
  'The server is restarting, please retry': 'सर्वर फिर से शुरू हो रहा है, कृपया दोबारा कोशिश करें',
  'Text must not contain NUL characters': 'टेक्स्ट में NUL अक्षर नहीं हो सकते',
  'Authentication required': 'आगे बढ़ने के लिए साइन इन करें',
  'You do not have access to this resource': 'आपको इसे देखने या बदलने की अनुमति नहीं है',
  'This needs two-factor sign-in: turn it on in your account (Two-factor sign-in), then sign in again with it':
    'इसके लिए दो-चरणीय साइन-इन चाहिए: इसे अपने खाते में (दो-चरणीय साइन-इन) चालू करें, फिर उसके साथ दोबारा साइन इन करें',
  'Malformed JSON body': 'भेजा गया JSON ठीक नहीं है',
  'Request body must not be empty': 'अनुरोध खाली नहीं हो सकता',
  'Request body is too large': 'अनुरोध बहुत बड़ा है',
  'Unsupported content type; send application/json': 'यह कंटेंट टाइप नहीं चलता; application/json भेजें',
  'Invalid Content-Length header': 'Content-Length हेडर ठीक नहीं है',
  'Invalid Content-Type header': 'Content-Type हेडर ठीक नहीं है',
  'Text contains characters that are not allowed': 'टेक्स्ट में ऐसे अक्षर हैं जिनकी अनुमति नहीं है',
  'A number is out of range': 'कोई संख्या सीमा से बाहर है',
  'A value has the wrong format': 'कोई मान सही रूप में नहीं है',
  'Too many requests, please try again later': 'बहुत ज़्यादा अनुरोध आए हैं, कृपया थोड़ी देर बाद कोशिश करें',
  'Service temporarily unavailable, please retry': 'सेवा अभी उपलब्ध नहीं है, कृपया दोबारा कोशिश करें',
  'Internal server error': 'सर्वर में कोई गड़बड़ी हुई',
  'Invalid request': 'अनुरोध ठीक नहीं है',
  'Invalid {path}: {detail}': '{path} ठीक नहीं है: {detail}',
  'Route {route} not found': '{route} जैसा कोई पता नहीं है',
  'Resource not found': 'यह चीज़ नहीं मिली',
  'Development conveniences are on: this server answers its own machine only':
    'डेवलपमेंट सुविधाएँ चालू हैं: यह सर्वर सिर्फ़ अपनी ही मशीन को जवाब देता है',
  'Invalid session token': 'आपका सत्र मान्य नहीं है, कृपया फिर से साइन इन करें',
  'Session ended after a long time without use, please sign in again':
    'बहुत देर तक इस्तेमाल न होने से सत्र ख़त्म हो गया, कृपया फिर से साइन इन करें',
  'Session expired, please sign in again': 'सत्र की समय-सीमा ख़त्म हो गई, कृपया फिर से साइन इन करें',
  'This account is suspended': 'यह खाता निलंबित है',
  'Session was ended by an administrator': 'एडमिन ने यह सत्र ख़त्म कर दिया',
  'Session has been signed out': 'इस सत्र से साइन आउट हो चुका है',
  'You ended this session from another device, please sign in again':
    'आपने यह सत्र किसी दूसरे डिवाइस से ख़त्म कर दिया है, कृपया फिर से साइन इन करें',
  'CSRF token missing or invalid': 'CSRF टोकन नहीं है या ठीक नहीं है',
  'Authentication failed': 'साइन इन नहीं हो सका',
  'Hold not found': 'होल्ड नहीं मिला',
  'Hold is already {status}': `होल्ड पहले ही ${status('status')} है`,
  'Insufficient credits': 'आपके पास पर्याप्त क्रेडिट नहीं हैं',
  'Not enough earned credits: only earned credits you have not spent can be encashed':
    'कमाए हुए क्रेडिट कम हैं: सिर्फ़ वही कमाए हुए क्रेडिट भुनाए जा सकते हैं जो आपने ख़र्च नहीं किए',
  'This idempotency key was already used for a different request':
    'यह idempotency key किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुकी है',
  'A request with this idempotency key is still in progress': 'इस idempotency key वाला अनुरोध अभी चल रहा है',
  'Transaction not found': 'लेन-देन नहीं मिला',
  'The payment gateway is unavailable, please try again': 'पेमेंट गेटवे अभी उपलब्ध नहीं है, कृपया दोबारा कोशिश करें',
  'This purchase is no longer pending': 'यह ख़रीद अब लंबित नहीं है',
  'Purchase is already {status}': `ख़रीद पहले ही ${status('status')} है`,
  'Webhook signature is invalid': 'वेबहुक का सिग्नेचर ठीक नहीं है',
  'Missing order': 'ऑर्डर नहीं भेजा गया',
  'Order not found': 'ऑर्डर नहीं मिला',
  // A refused field, in the plain words of i18n/validation.ts.
  Required: 'यह भरना ज़रूरी है',
  'Enter a number': 'एक संख्या लिखें',
  'Enter text': 'कुछ लिखें',
  'Choose yes or no': 'हाँ या नहीं चुनें',
  'Give a list': 'एक सूची दें',
  'This value has the wrong type': 'यह मान सही प्रकार का नहीं है',
  'Use at least {minimum, plural, one {# character} other {# characters}}': 'कम से कम {minimum} अक्षर लिखें',
  'Choose at least {minimum, plural, one {# item} other {# items}}': 'कम से कम {minimum} चुनें',
  'Must be at least {minimum, number}': 'कम से कम {minimum, number} होना चाहिए',
  'Use at most {maximum, plural, one {# character} other {# characters}}': 'ज़्यादा से ज़्यादा {maximum} अक्षर लिखें',
  'Choose at most {maximum, plural, one {# item} other {# items}}': 'ज़्यादा से ज़्यादा {maximum} चुनें',
  'Must be at most {maximum, number}': 'ज़्यादा से ज़्यादा {maximum, number} हो सकता है',
  'Enter an email address like name@example.com': 'name@example.com जैसा ईमेल पता लिखें',
  'Not a valid id': 'यह सही आईडी नहीं है',
  'Enter a date and time like 2026-12-31T18:30:00+05:30': '2026-12-31T18:30:00+05:30 जैसी तारीख़ और समय लिखें',
  'Enter a date like 2026-12-31': '2026-12-31 जैसी तारीख़ लिखें',
  'Enter a link starting with https://': 'https:// से शुरू होने वाला लिंक लिखें',
  'This value has the wrong format': 'यह मान सही रूप में नहीं है',
  'Choose one of: {options}': 'इनमें से एक चुनें: {options}',
  'Choose one of the options': 'दिए गए विकल्पों में से एक चुनें',
  'Not a field this request takes: {keys}': 'यह अनुरोध ये फ़ील्ड नहीं लेता: {keys}',
  'Must be a multiple of {divisor, number}': '{divisor, number} का गुणज होना चाहिए',
  'This value is not in a form this request takes': 'यह मान उस रूप में नहीं है जो यह अनुरोध लेता है',
  'Invalid value': 'यह मान ठीक नहीं है',
};
