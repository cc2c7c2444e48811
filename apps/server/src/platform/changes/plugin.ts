/**
 * The change feed as a Fastify plugin: one listener per app, closed with it. Changes when the feed's set-up does.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database.js';
import { ChangeFeed } from './change-feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

/** The database's change notices for this app's caches; stops listening when the app closes. */
export default fp(
  async function changesPlugin(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    const feed = await ChangeFeed.start(options.handle, (error, message) =>
      error ? app.log.warn({ err: error }, message) : app.log.warn(message),
    );
    app.decorate('changes', feed);
    app.addHook('onClose', async () => feed.close());
  },
  { name: 'changes', dependencies: ['database'] },
);
