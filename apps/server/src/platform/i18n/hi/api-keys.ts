/**
 * Hindi for organisers' API keys (decision 090): making, listing and revoking them, and a key's refusals. Changes
 * when one of those sentences is added or reworded.
 */
export const apiKeys: Record<string, string> = {
  'API keys cannot be used here: sign in to EngageX instead':
    'यहाँ API कुंजी काम नहीं करती: इसके बजाय EngageX में साइन इन करें',
  'This API key may not do this: make a key with the scope it needs':
    'यह API कुंजी यह काम नहीं कर सकती: ज़रूरी अनुमति वाली नई कुंजी बनाएँ',
  'This API key is not valid or has been revoked': 'यह API कुंजी सही नहीं है या रद्द की जा चुकी है',
  'API keys work only while their owner is an organiser': 'API कुंजियाँ तभी काम करती हैं जब उनका मालिक आयोजक हो',
  'Only organisers can make API keys: ask an admin to make you an organiser':
    'API कुंजियाँ सिर्फ़ आयोजक बना सकते हैं: किसी एडमिन से कहें कि आपको आयोजक बनाएँ',
  'You already have {limit} API keys: revoke one you no longer use before making another':
    'आपके पास पहले से {limit} API कुंजियाँ हैं: नई बनाने से पहले कोई ऐसी कुंजी रद्द करें जिसका अब उपयोग नहीं करते',
  'API key not found': 'API कुंजी नहीं मिली',
  'Give the key a name, so you can tell it apart later': 'कुंजी को एक नाम दें, ताकि बाद में उसे पहचान सकें',
  'Keep the name to 80 characters': 'नाम 80 अक्षरों तक रखें',
  'Choose at least one thing the key may do': 'चुनें कि कुंजी कम से कम एक काम कर सके',
  'Name each scope once': 'हर अनुमति एक ही बार चुनें',
};
