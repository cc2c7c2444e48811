import { SERVICE_PREFIXES, type ServiceName } from '@engagex/contracts';

/** Referenced one by one so that Vite inlines each value at build time. */
const BASE_OVERRIDES: Record<ServiceName, string | undefined> = {
  main: import.meta.env.VITE_API_BASE_MAIN,
  events: import.meta.env.VITE_API_BASE_EVENTS,
  culturalEvents: import.meta.env.VITE_API_BASE_CULTURAL_EVENTS,
  jobs: import.meta.env.VITE_API_BASE_JOBS,
  employee: import.meta.env.VITE_API_BASE_EMPLOYEE,
  module: import.meta.env.VITE_API_BASE_MODULE,
  payments: import.meta.env.VITE_API_BASE_PAYMENTS,
  devIdp: import.meta.env.VITE_API_BASE_DEV_IDP,
};

/** Where a service answers: its build-time override, else its prefix on this origin. */
export function serviceBaseUrl(
  service: ServiceName,
  overrides: Partial<Record<ServiceName, string | undefined>> = BASE_OVERRIDES,
): string {
  const override = overrides[service]?.trim();
  return (override || SERVICE_PREFIXES[service]).replace(/\/+$/, '');
}

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(service: ServiceName, path: string, query?: Record<string, QueryValue>): string {
  const url = `${serviceBaseUrl(service)}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
