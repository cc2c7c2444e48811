/**
 * The admin console's routes, one block of them (decision 064 split them by block): who signs in with a second
 * factor, and resetting it for someone who lost their phone and their recovery codes (decision 089). Changes when
 * that part of the console changes; the cast is admin.fixtures.ts useAdminConsoleSuite.
 */
import { adminApi } from '@engagex/contracts/api/admin';
import { mfaApi } from '@engagex/contracts/api/mfa';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, signIn, signInResponse } from '../../../test/harness.js';
import { withTwoFactor } from '../identity/mfa/mfa.fixtures.js';
import { auditRowsOf, useAdminConsoleSuite } from './admin.fixtures.js';

describe.each(DATABASE_KINDS)('admin console on %s', (kind) => {
  const { suite } = useAdminConsoleSuite(kind);
  const detail = (id: string) => inject(suite.app, adminApi.user, { session: suite.admin, params: { id } });

  describe('two-factor sign-in', () => {
    it('shows who has it and which sessions used it, and resets it with a reason, audited', async () => {
      const email = `lost.phone.${kind}@example.com`;
      const { session } = await withTwoFactor(suite.app, email);
      const before = (await detail(session.user.id)).data();
      expect(before.user.twoFactor).toBe(true);
      expect(before.sessions.map((row) => row.factors)).toContainEqual(['id_token', 'totp']);
      const found = await inject(suite.app, adminApi.users, { session: suite.admin, query: { q: email } });
      expect(found.data().users.map((person) => person.twoFactor)).toEqual([true]);

      const reset = await inject(suite.app, adminApi.resetTwoFactor, {
        session: suite.admin,
        params: { id: session.user.id },
        body: { reason: 'Lost phone and codes; identity checked by video call' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.data().twoFactor).toBe(false);
      const after = (await detail(session.user.id)).data();
      expect(after.sessions.every((row) => row.endedAt !== null || row.factors.join() === 'id_token')).toBe(
        true,
      );
      expect((await inject(suite.app, mfaApi.status, { session })).data().totp).toBe(false);
      expect((await signInResponse(suite.app, email)).json().data).toHaveProperty('token');

      const audit = await auditRowsOf(suite.db, session.user.id, 'user.two_factor_reset');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_id: suite.admin.user.id,
        reason: 'Lost phone and codes; identity checked by video call',
      });
      expect(audit[0]?.before).toMatchObject({ twoFactor: true, recoveryCodesLeft: 10 });
      expect(audit[0]?.after).toEqual({ twoFactor: false });

      // Nothing left to reset: refused, and nothing more audited.
      const again = await inject(suite.app, adminApi.resetTwoFactor, {
        session: suite.admin,
        params: { id: session.user.id },
        body: { reason: 'Second try' },
      });
      expect(again.statusCode).toBe(409);
      expect(await auditRowsOf(suite.db, session.user.id, 'user.two_factor_reset')).toHaveLength(1);
    });

    it("refuses an admin's own reset and anyone who is not an admin", async () => {
      const own = await inject(suite.app, adminApi.resetTwoFactor, {
        session: suite.admin,
        params: { id: suite.admin.user.id },
        body: { reason: 'My own' },
      });
      expect(own.statusCode).toBe(409);
      const person = await signIn(suite.app, `nosy.${kind}@example.com`);
      const refused = await inject(suite.app, adminApi.resetTwoFactor, {
        session: person,
        params: { id: suite.anna.user.id },
        body: { reason: 'Because' },
      });
      expect(refused.statusCode).toBe(403);
      expect(await auditRowsOf(suite.db, suite.admin.user.id, 'user.two_factor_reset')).toEqual([]);
    });
  });
});
