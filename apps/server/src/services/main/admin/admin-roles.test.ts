/**
 * The admin console's routes, one block of them (decision 064 split them by block): granting and revoking roles,
 * and who may not. Changes when that part of the console changes; the cast is admin.fixtures.ts
 * useAdminConsoleSuite.
 */
import { adminApi } from '@engagex/contracts/api/admin';
import { identityApi } from '@engagex/contracts/api/identity';
import { describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { auditRowsOf, useAdminConsoleSuite } from './admin.fixtures.js';

describe.each(DATABASE_KINDS)('admin console on %s', (kind) => {
  const { suite } = useAdminConsoleSuite(kind);

  describe('roles', () => {
    const role = (method: 'PUT' | 'DELETE', who: Session, name: string, as = suite.admin) =>
      inject(suite.app, method === 'PUT' ? adminApi.grantRole : adminApi.revokeRole, {
        session: as,
        params: { id: who.user.id, role: offContract(name) },
      });

    it('grants a role once: granting it again changes nothing and writes no second audit row', async () => {
      const first = await role('PUT', suite.anna, 'organiser');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ roles: ['user', 'organiser'], grantedRoles: ['organiser'] });
      const again = await role('PUT', suite.anna, 'organiser');
      expect(again.json().data).toEqual(first.json().data);
      const rows = await auditRowsOf(suite.db, suite.anna.user.id, 'role.grant');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor_id: suite.admin.user.id,
        before: { roles: ['user'], grantedRoles: [] },
        after: { roles: ['user', 'organiser'], grantedRoles: ['organiser'] },
      });
      // The role holds from the person's next request.
      const me = await inject(suite.app, identityApi.me, { session: suite.anna });
      expect(me.json().data.roles).toContain('organiser');
    });

    it('revokes a granted role, once', async () => {
      const revoked = await role('DELETE', suite.anna, 'organiser');
      expect(revoked.json().data).toMatchObject({ roles: ['user'], grantedRoles: [] });
      expect((await role('DELETE', suite.anna, 'organiser')).statusCode).toBe(200);
      expect(await auditRowsOf(suite.db, suite.anna.user.id, 'role.revoke')).toHaveLength(1);
    });

    it('refuses to revoke a role that comes from configuration, with 409 and a clear message', async () => {
      const response = await role('DELETE', suite.otherAdmin, 'admin');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/comes from the server's configuration \(ADMIN_EMAILS\)/);
      expect(await auditRowsOf(suite.db, suite.otherAdmin.user.id)).toEqual([]);
    });

    it("refuses an admin's revoking their own admin role, even a granted one", async () => {
      const granted = await signIn(suite.app, `granted.admin.${kind}@example.com`);
      expect((await role('PUT', granted, 'admin')).statusCode).toBe(200);
      const self = await signIn(suite.app, `granted.admin.${kind}@example.com`);
      expect(self.user.roles).toContain('admin');
      const response = await role('DELETE', granted, 'admin', self);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'You cannot remove your own admin role; ask another admin to do it',
      );
      expect((await role('DELETE', granted, 'admin')).statusCode).toBe(200);
    });

    it('refuses a role it does not know with 400', async () => {
      expect((await role('PUT', suite.anna, 'user')).statusCode).toBe(400);
      expect((await role('PUT', suite.anna, 'superuser')).statusCode).toBe(400);
    });
  });
});
