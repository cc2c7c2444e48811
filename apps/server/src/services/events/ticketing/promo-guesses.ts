/**
 * Guessing promo codes is rate limited per person (decision 078): every wrong code, checked or refused on a booking,
 * counts, and after `PROMO_GUESSES_PER_10_MINUTES` of them in ten minutes the person gets a 429 for any code until
 * the window ends. The counts live in the rate limit's store, Redis when configured, so every process shares them.
 * Changes when what counts as a guess, or the limit's shape, does.
 */
import type { TRealm } from '@engagex/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../../platform/auth/auth.js';
import { AppError } from '../../../platform/errors.js';

const WINDOW_MS = 10 * 60_000;

/** The sentences `promoProblem` and the uses' writer refuse a code with: a wrong code, as a guesser sees it. */
const PROMO_REFUSALS = new Set([
  'This promo code is not valid for this event',
  'This promo code is not valid yet',
  'This promo code has expired',
  'This promo code has been used up',
]);

export const isPromoRefusal = (error: unknown) =>
  error instanceof AppError && error.code === 'BUSINESS_RULE' && PROMO_REFUSALS.has(error.message);

export type PromoGuesses = {
  /** A 429 (with Retry-After) for a person who has guessed wrong too often lately; counts nothing. */
  refuseIfGuessing(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Runs `work`; a wrong code it is refused for counts one guess, and the refusal goes on as it was. */
  counted<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
};

/**
 * One counter per app and realm, whichever plugin asks: each `createRateLimit` has a store of its own in memory, so
 * the checks and the bookings must share one for a wrong booking code to count against checking.
 */
const counters = new WeakMap<FastifyInstance['createRateLimit'], Map<TRealm, PromoGuesses>>();

/** The guesses' counter for one realm: each person's wrong codes there. */
export function promoGuesses(app: FastifyInstance, realm: TRealm): PromoGuesses {
  const ofApp = counters.get(app.createRateLimit) ?? new Map<TRealm, PromoGuesses>();
  counters.set(app.createRateLimit, ofApp);
  const known = ofApp.get(realm);
  if (known) return known;
  const guesses = counting(app, realm);
  ofApp.set(realm, guesses);
  return guesses;
}

function counting(app: FastifyInstance, realm: TRealm): PromoGuesses {
  const limiter = app.createRateLimit({
    max: app.config.promoGuessesPer10Minutes,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `promo-guesses:${realm}:${currentUser(request).id}`,
  });
  return {
    async refuseIfGuessing(request, reply) {
      const state = await limiter(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
      throw new AppError('RATE_LIMITED', 'Too many wrong promo codes: try again in a few minutes');
    },
    async counted(request, work) {
      try {
        return await work();
      } catch (error) {
        if (isPromoRefusal(error)) await limiter(request);
        throw error;
      }
    },
  };
}
