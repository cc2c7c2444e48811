/**
 * Hindi for organisers' webhooks (decision 091): the contracts' checks of an endpoint, the server's refusals and the
 * notice of a paused endpoint. Changes when one of those sentences does.
 */
export const webhooks: Readonly<Record<string, string>> = {
  'Enter the full URL of your receiver, like https://example.com/hooks':
    'अपने रिसीवर का पूरा URL डालें, जैसे https://example.com/hooks',
  'A webhook URL may have at most 2000 characters': 'वेबहुक URL में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं',
  'Choose at least one event': 'कम से कम एक इवेंट चुनें',
  'Name each event once': 'हर इवेंट एक ही बार चुनें',
  'Not a webhook id': 'यह वेबहुक की आईडी नहीं है',
  'Not a delivery id': 'यह डिलीवरी की आईडी नहीं है',
  'A webhook URL must start with https://': 'वेबहुक URL https:// से शुरू होना चाहिए',
  'A webhook URL must not carry a user name or password': 'वेबहुक URL में यूज़र नेम या पासवर्ड नहीं होना चाहिए',
  'A webhook URL must reach a public address on the internet, not a private or local one':
    'वेबहुक URL इंटरनेट के किसी सार्वजनिक पते पर पहुँचना चाहिए, किसी निजी या लोकल पते पर नहीं',
  'You can have at most {max} webhooks; remove one first':
    'आपके ज़्यादा से ज़्यादा {max} वेबहुक हो सकते हैं; पहले कोई एक हटाएँ',
  'Webhook not found': 'वेबहुक नहीं मिला',
  'Delivery not found': 'डिलीवरी नहीं मिली',
  'Your webhook was paused': 'आपका वेबहुक रोक दिया गया',
  'Deliveries to {url} kept failing, so we paused the webhook. Fix the receiver, then resume it on your webhooks page; nothing is lost while it waits.':
    '{url} पर डिलीवरी बार-बार विफल हो रही थी, इसलिए हमने वेबहुक रोक दिया है। रिसीवर ठीक करें, फिर अपने वेबहुक पेज पर इसे दोबारा चालू करें; रुके रहने के दौरान कुछ भी नहीं खोता।',
};
