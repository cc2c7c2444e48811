import { successEnvelope, ZErrorEnvelope } from '@engagex/contracts';
import type { z } from 'zod';

/** Wraps domain data in the success envelope of DESIGN.md's wire contract. */
export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});

const errorResponses = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
  422: ZErrorEnvelope,
  429: ZErrorEnvelope,
  500: ZErrorEnvelope,
  503: ZErrorEnvelope,
};

/** Response schemas for a route: its success shape plus the error envelope for every error status. */
export const responses = <T extends z.ZodType>(data: T) => ({
  200: successEnvelope(data),
  ...errorResponses,
});
export const createdResponses = <T extends z.ZodType>(data: T) => ({
  201: successEnvelope(data),
  ...errorResponses,
});
