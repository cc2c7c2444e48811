/**
 * A request held in flight on purpose, for the tests of what a closing server does with the requests it already
 * has and the ones still arriving (app.ts's closing flag). Changes when those tests need more of it.
 */
import type { FastifyInstance } from 'fastify';

/**
 * Adds `GET /api/test/slow` to an app not yet ready: it answers `answer` only once `release` is called, and
 * `started` resolves when a request has reached it.
 */
export function holdSlowRoute(app: FastifyInstance, answer: unknown = { done: true }) {
  let release: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    app.get('/api/test/slow', { config: { auth: 'public' } }, async () => {
      resolve();
      await new Promise<void>((done) => {
        release = done;
      });
      return answer;
    });
  });
  return { started, release: () => release() };
}
