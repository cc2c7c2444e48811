import { z } from 'zod';

export const ZLocale = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  countries: z.array(z.string()),
});
export type TLocale = z.infer<typeof ZLocale>;
export const ZLocalesResponse = z.object({
  locales: z.array(ZLocale),
  currencies: z.array(z.object({ code: z.string(), usdRate: z.number() })),
  defaultLocale: z.string(),
  defaultCurrency: z.string(),
});
export type TLocalesResponse = z.infer<typeof ZLocalesResponse>;

export const ZPingResponse = z.object({ pong: z.literal(true), time: z.iso.datetime() });
export type TPingResponse = z.infer<typeof ZPingResponse>;

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), latencyMs: z.number().nullable(), driver: z.string() }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
