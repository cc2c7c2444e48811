/**
 * Each process's cache of wallet balances, forgotten on the database's notice (decision 031). Changes when its
 * forgetting rules do.
 */
import type { TCreditBalance } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveCache } from '../changes/live-cache.js';
import type { Answer } from '../envelope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `GET …/balance` answers by user id; every page header asks for one. */
    balances: LiveCache<Answer<TCreditBalance>>;
  }
}

const BALANCES_REMEMBERED = 50_000;

/**
 * Balances are read far more often than they change, so each process remembers them until the wallet's row
 * changes (migration 0010 announces every change, from any process, after commit). The change notice reaches
 * this process a moment after the writer's commit, so a user's own write must not race it: when a signed-in
 * user's request that may write (anything but GET/HEAD) has been handled, their balance is forgotten before the
 * answer leaves, and the next read is fresh. Spending itself never trusts this cache: the database checks it.
 */
export default fp(
  async function balanceCachePlugin(app: FastifyInstance) {
    const balances = new LiveCache<Answer<TCreditBalance>>(app.changes, {
      maxEntries: BALANCES_REMEMBERED,
      onChange: (change, cache) => {
        if (change.topic === 'wallet') cache.forget(change.id);
      },
    });
    app.decorate('balances', balances);
    // A callback, not async: every read runs it, and for a read it has nothing to do.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.user && request.method !== 'GET' && request.method !== 'HEAD')
        balances.forget(request.user.id);
      done(null, payload);
    });
  },
  { name: 'balance-cache', dependencies: ['changes', 'auth'] },
);
