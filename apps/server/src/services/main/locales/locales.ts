/**
 * The locales the portal formats for (docs/product.md §9). Changes when a locale is added.
 */
import { DEFAULT_CURRENCY, type TLocalesResponse, USD_RATES } from '@engagex/contracts';

/** The locales the portal formats for; each pairs a language with its country's currency (docs/product.md §9). */
export const supportedLocales: TLocalesResponse = {
  locales: [
    { code: 'en-IN', name: 'English (India)', currency: 'INR', countries: ['IN'] },
    { code: 'hi-IN', name: 'हिन्दी (भारत)', currency: 'INR', countries: ['IN'] },
    { code: 'en-US', name: 'English (United States)', currency: 'USD', countries: ['US'] },
    { code: 'en-GB', name: 'English (United Kingdom)', currency: 'GBP', countries: ['GB'] },
    { code: 'en-CA', name: 'English (Canada)', currency: 'CAD', countries: ['CA'] },
    { code: 'en-AU', name: 'English (Australia)', currency: 'AUD', countries: ['AU'] },
    { code: 'en-SG', name: 'English (Singapore)', currency: 'SGD', countries: ['SG'] },
    { code: 'de-DE', name: 'Deutsch (Deutschland)', currency: 'EUR', countries: ['DE'] },
    { code: 'ja-JP', name: '日本語 (日本)', currency: 'JPY', countries: ['JP'] },
  ],
  currencies: Object.entries(USD_RATES).map(([code, usdRate]) => ({ code, usdRate })),
  defaultLocale: 'en-IN',
  defaultCurrency: DEFAULT_CURRENCY,
};
