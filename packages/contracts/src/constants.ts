/** Business constants of product §9, shared by server and web. */

/**
 * Units of each currency a US dollar buys: product §9's table, plus the three currencies its country map names
 * without a rate (KRW, CNY, AED), so every currency a visitor's country chooses can be priced and paid in
 * instead of falling back to rupees unannounced. Fixed like the others (the dirham is pegged at 3.6725).
 */
export const USD_RATES = {
  USD: 1,
  INR: 83.5,
  EUR: 0.85,
  GBP: 0.73,
  CAD: 1.35,
  AUD: 1.45,
  SGD: 1.32,
  JPY: 110.5,
  KRW: 1380,
  CNY: 7.2,
  AED: 3.6725,
} as const;
export type SupportedCurrency = keyof typeof USD_RATES;
export const SUPPORTED_CURRENCIES = Object.keys(USD_RATES) as SupportedCurrency[];

export const COUNTRY_CURRENCY: Record<string, string> = {
  IN: 'INR',
  US: 'USD',
  GB: 'GBP',
  EU: 'EUR',
  CA: 'CAD',
  AU: 'AUD',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  JP: 'JPY',
  KR: 'KRW',
  CN: 'CNY',
  SG: 'SGD',
  AE: 'AED',
};
export const DEFAULT_CURRENCY = 'INR';

export const MANUAL_COUNTRIES: Record<string, string> = {
  US: 'United States',
  IN: 'India',
  GB: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
  DE: 'Germany',
  JP: 'Japan',
};

export const FALLBACK_LOCATION = {
  countryCode: 'IN',
  countryName: 'India',
  state: '',
  city: '',
  latlng: '20.5937,78.9629',
  currency: 'INR',
  timezone: 'Asia/Kolkata',
} as const;

export const STORAGE_KEYS = {
  authToken: 'authToken',
  theme: 'theme',
  deviceType: 'deviceType',
  location: 'engageX_user_location',
  returnTo: 'engageX_return_to',
  referralInvite: 'engageX_referral_invite',
  language: 'engageX_language',
} as const;

export const LOCATION_CACHE_MS = 10 * 24 * 60 * 60 * 1000;
export const HISTORY_PAGE_SIZE = 10;
export const RECENT_ACTIVITY_CAP = 10;
export const SHARE_HISTORY_CAP = 20;
export const QUERY_GC_MS = 60_000;

export const MOBILE_MAX_WIDTH = 768;
export const RESIZE_DEBOUNCE_MS = 300;
export const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;

/** Max-width breakpoints; the "greater than" variants start one pixel above the next smaller one. */
export const BREAKPOINTS = { xl: 1650, lg: 1280, md: 1020, sm: 800, xs: 660, xxs: 390 } as const;
export const BREAKPOINTS_MIN = { gtXs: 661, gtSm: 801, gtMd: 1021, gtLg: 1281, gtXl: 1651 } as const;

export const SPINNER_SIZES = { small: 16, medium: 32, large: 48 } as const;
export const LOADING_MIN_HEIGHT = { small: 200, large: 400 } as const;

export const TOAST = { durationMs: 5000, swipeThreshold: 50, hotkey: ['F8'] } as const;
export const ANIMATION_MS = {
  instant: 75,
  fast: 150,
  normal: 200,
  moderate: 300,
  slow: 500,
  slower: 700,
  slowest: 1000,
} as const;

export const PALETTES = ['blue', 'gray', 'green', 'orange', 'pink', 'purple', 'red', 'yellow'] as const;
export type Palette = (typeof PALETTES)[number];

export const MESSAGES = {
  noResponse: 'No response received from server',
  apiFailed: 'API request failed',
  authFailed: 'Authentication failed',
  tokenVerifyFailed: 'Token verification failed',
  mockNotImplemented: 'Mock endpoint not implemented',
  unexpectedError: 'Unexpected Application Error!',
} as const;

/** A credit costs 10 INR (docs/product.md: mock conversion "amount divided by 10"). */
export const CREDIT_PRICE_INR = 10;
export const PURCHASE_EXPIRY_MS = 15 * 60 * 1000;
export const MAX_SEATS_PER_BOOKING = 10;
export const BOOKING_HOLD_MS = 15 * 60 * 1000;
/** How long seats offered from a waitlist stay reserved, unless `WAITLIST_OFFER_MINUTES` says otherwise (decision 042). */
export const DEFAULT_WAITLIST_OFFER_MINUTES = 30;

/** The default largest purchase in INR (the server's MAX_PURCHASE_INR can change it). */
export const DEFAULT_MAX_PURCHASE_INR = 100_000;

/** The zone of an event made without one, and of every event made before events had zones (decision 039). */
export const DEFAULT_EVENT_TIME_ZONE = 'Asia/Kolkata';

/**
 * The envelope detail path of the 403 a person not admitted gets on any path that takes seats of a room's event
 * (decision 080). Here, not beside the room's schemas: the web reads it on the event page, which loads no zod
 * (decision 081).
 */
export const WAITING_ROOM_REFUSAL_PATH = 'waitingRoom';

/**
 * The kinds of a ledger entry (`ZLedgerKind` in credits.ts is made of them): here, without zod, so the credits page
 * can read its filter from the address before the ledger, with its schemas, has loaded (decision 081).
 */
export const LEDGER_KINDS = [
  'purchase',
  'spend',
  'grant',
  'referral',
  'hold',
  'hold_capture',
  'hold_release',
  'refund',
  'reversal',
] as const;
