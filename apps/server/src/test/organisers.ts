import type { FastifyInstance } from 'fastify';
import { type Session, signIn } from './harness.js';

/**
 * Signs in someone an admin made an organiser (decision 046). The grant is written to `granted_roles` as the admin
 * console writes it; signing in again gives a session whose roles are computed after it.
 */
export async function signInOrganiser(app: FastifyInstance, email: string, name?: string): Promise<Session> {
  const first = await signIn(app, email, name);
  await app.db
    .updateTable('users')
    .set({ granted_roles: ['organiser'] })
    .where('id', '=', first.user.id)
    .execute();
  const session = await signIn(app, email, name);
  if (!session.user.roles.includes('organiser')) throw new Error(`${email} is not an organiser`);
  return session;
}

/** Takes the grant back, as an admin revoking it does. */
export async function revokeOrganiser(app: FastifyInstance, session: Session) {
  await app.db.updateTable('users').set({ granted_roles: [] }).where('id', '=', session.user.id).execute();
}
