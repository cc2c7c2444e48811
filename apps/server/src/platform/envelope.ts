/**
 * The success envelope and the response schemas of the wire contract (decision 005). Changes when the envelope
 * does.
 */
import { successEnvelope, ZErrorEnvelope } from '@engagex/contracts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Wraps domain data in the success envelope of the wire contract (decision 005). */
export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});
export type Answer<T> = ReturnType<typeof ok<T>>;

/** The error envelope for every error status: all a file endpoint's route schema checks (decision 040). */
export const errorResponses = {
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

const reusable = new WeakSet<object>();

/** Marks an answer that a cache hands out many times unchanged: each route checks and writes its JSON once. */
export function reusableAnswer<T extends object>(answer: T): T {
  reusable.add(answer);
  return answer;
}

/** Whether an answer was marked reusable (its JSON is written once). */
export const isReusableAnswer = (answer: object) => reusable.has(answer);

/**
 * The contracts' serializer (each answer checked against its zod schema, then JSON), made once per answer for
 * those marked reusable. A cached events page is ten events: checking and writing them took an eighth of a
 * request's time on every hit.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !reusable.has(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
};
