import { referralsApi } from '@engagex/contracts/api/referrals';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { useTestDatabase } from '../../../test/harness.js';
import { signUpAt } from './referrals.fixtures.js';

/*
 * Decision 049: a referral's flag is derived from the referrer's other referrals (decision 015, "the same device as
 * another account the referrer invited"), so sign-ups with one referrer's code are attributed one at a time.
 */
describe('referral sign-ups at once on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('accounts made at once on one device, on two processes, are flagged but the first', async () => {
    const db = await database();
    const one = await db.build({}, {}, { ownPool: true });
    const two = await db.build({}, {}, { ownPool: true });
    const referrer = await signUpAt(one, 'farm-owner@example.com');
    const { referralCode } = (await inject(one, referralsApi.link, { session: referrer })).data();
    const farm = Array.from({ length: 6 }, (_, index) =>
      signUpAt(index % 2 ? two : one, `farmed-${index}@example.com`, referralCode, {
        deviceId: 'device-farm-01',
      }),
    );
    const referees = await Promise.all(farm);
    const rows = await db.db
      .selectFrom('referrals')
      .select(['referee_id', 'status', 'flag_reason'])
      .where('referrer_id', '=', referrer.user.id)
      .execute();
    expect(rows).toHaveLength(referees.length);
    expect(rows.filter((row) => row.status === 'flagged')).toHaveLength(referees.length - 1);
    expect(rows.filter((row) => row.status === 'flagged').map((row) => row.flag_reason)).toEqual(
      Array(referees.length - 1).fill('Signed up on the same device as another account the referrer invited'),
    );
  });
});
