import type { TCreditBalance, TIpLocation, TListModulesResponse, TModule, TUser } from '@engagex/contracts';
import { vi } from 'vitest';

/** A stand-in for the server at the fetch boundary: "METHOD /path" → handler. Unknown routes fail loudly. */
export type Route = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;

export const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const fail = (
  status: number,
  code: string,
  message: string,
  details?: { path: string; message: string }[],
) =>
  new Response(
    JSON.stringify({ success: false, code, message, error: message, ...(details ? { details } : {}) }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );

export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request in test: ${key}`);
    return route({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const calls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

export const demoUser: TUser = {
  id: '0b7f2c55-3f4e-4a52-9d0f-0d8f1c1d2e3f',
  email: 'demo@engagex.dev',
  name: 'Demo User',
  avatarUrl: null,
  roles: ['user', 'employee'],
  country: 'IN',
  creditBalance: 120,
  memberSince: '2026-11-01T10:00:00.000Z',
  timeZone: 'Asia/Kolkata',
  locale: 'en-IN',
  localeChosen: false,
};

export const eventsModule: TModule = {
  id: 'events',
  name: 'events',
  title: 'Events',
  description: 'Discover events near you.',
  icon: 'calendar-days',
  path: '/events',
  color: 'blue',
  features: ['Book tickets with credits'],
  isActive: true,
  status: 'live',
  requiresAuth: true,
  isFundable: false,
  minCreditsRequired: 0,
  expectedLaunchDate: null,
  launchQuarter: null,
  developmentProgress: 100,
  availableCountries: ['*'],
  isAvailableInUserCountry: true,
  unavailabilityReason: null,
};

export const shopModule: TModule = {
  ...eventsModule,
  id: 'e-commerce',
  name: 'e-commerce',
  title: 'E-commerce Platform',
  icon: 'shopping-bag',
  path: '/e-commerce',
  color: 'green',
  status: 'upcoming',
  developmentProgress: 10,
  launchQuarter: 'Q4 2027',
  expectedLaunchDate: '2027-12-31',
  availableCountries: ['US', 'CA', 'GB', 'AU'],
  isAvailableInUserCountry: false,
  unavailabilityReason: 'Available only in US, CA, GB, AU',
};

export const modulesList = {
  modules: [eventsModule, shopModule],
  summary: {
    totalModules: 2,
    liveModules: 1,
    upcomingModules: 1,
    availableInUserCountry: 1,
    restrictedInUserCountry: 1,
  },
  country: 'IN',
  location: {
    country: 'IN',
    countryName: 'India',
    region: '',
    city: '',
    detectedFrom: 'ip',
    accuracy: 'country',
    coordinates: null,
    currency: 'INR',
    updatedAt: null,
  },
} satisfies TListModulesResponse;

/** The headers a recorded fetch call sent. */
export const headersOf = (call: [RequestInfo | URL, RequestInit?] | undefined): Record<string, string> =>
  (call?.[1]?.headers ?? {}) as Record<string, string>;

/** What the IP location service answers for a London address. */
export const londonIpLocation: TIpLocation = {
  ip: '81.2.69.160',
  country_code: 'GB',
  country_name: 'United Kingdom',
  region: 'England',
  city: 'London',
  latitude: 51.5142,
  longitude: -0.0931,
  currency: 'GBP',
  timezone: 'Europe/London',
};

/** A wallet as GET /cps/credit-transaction/balance answers it; tests name only the figures they read. */
export const creditBalance = (overrides: Partial<TCreditBalance> = {}): TCreditBalance => ({
  userId: '0b7f2c55-3f4e-4a52-9d0f-0d8f1c1d2e3f',
  balance: 120,
  creditBalance: 120,
  pendingCredits: 0,
  pendingReferralCredits: 0,
  totalEarned: 150,
  totalSpent: 30,
  breakdown: { purchased: 100, referral: 30, bonus: 20 },
  ...overrides,
});
