/** Service names and the URL prefix each is mounted under (README, "Architecture"). */
export const SERVICE_PREFIXES = {
  main: '/api/main',
  events: '/api/events',
  culturalEvents: '/api/cultural-events',
  jobs: '/api/jobs',
  employee: '/api/employee',
  module: '/api/module',
  payments: '/api/payments',
  devIdp: '/api/dev-idp',
} as const;
export type ServiceName = keyof typeof SERVICE_PREFIXES;
export const SERVICE_NAMES = Object.keys(SERVICE_PREFIXES) as ServiceName[];
