/**
 * The database as a Fastify decorator (`app.db`), closed with the app when the app opened it. Changes when that
 * lifetime does.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from './database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseHandle['driver'];
  }
}

/** Exposes the database to routes; closes it with the app when the app owns it. */
export default fp(
  async function databasePlugin(app: FastifyInstance, options: { handle: DatabaseHandle; owned: boolean }) {
    app.decorate('db', options.handle.db);
    app.decorate('dbDriver', options.handle.driver);
    if (options.owned) app.addHook('onClose', async () => options.handle.close());
  },
  { name: 'database' },
);
