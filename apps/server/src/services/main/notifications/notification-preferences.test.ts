import { ALWAYS_EMAILED_KINDS, NOTIFICATION_KINDS, type TNotificationPreference } from '@engagex/contracts';
import type { BodyOf } from '@engagex/contracts/api/define';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import { describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { useNotificationsSuite } from './notifications.fixtures.js';

describe.each(DATABASE_KINDS)('notification preferences on %s', (kind) => {
  const suite = useNotificationsSuite(kind);

  const preferencesOf = async (session: Session) => {
    const response = await inject(suite.app, notificationsApi.preferences, { session });
    expect(response.statusCode).toBe(200);
    return response.data().preferences as TNotificationPreference[];
  };
  const choose = (session: Session, body: BodyOf<typeof notificationsApi.updatePreferences>) =>
    inject(suite.app, notificationsApi.updatePreferences, { session, body });
  const storedRows = (userId: string) =>
    suite.db.db
      .selectFrom('notification_preferences')
      .select(['kind', 'email', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('kind')
      .execute();

  it('lists every kind in order, emailed until the user says otherwise, receipts marked always on', async () => {
    const preferences = await preferencesOf(suite.ada);
    expect(preferences.map((preference) => preference.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(preferences.every((preference) => preference.email)).toBe(true);
    expect(
      preferences.filter((preference) => preference.alwaysOn).map((preference) => preference.kind),
    ).toEqual([...ALWAYS_EMAILED_KINDS]);
    expect(preferences[0]).toEqual({
      kind: 'purchase-completed',
      label: 'Credit purchase receipts',
      email: true,
      alwaysOn: true,
    });
    // Reading makes no rows: no row means emailed.
    expect(await storedRows(suite.ada.user.id)).toEqual([]);
  });

  it('changes only the kinds named, for the caller only, and saves a choice again without touching it', async () => {
    const me = await signIn(suite.app, `prefs-${kind}@example.com`);
    const off = await choose(me, {
      preferences: [
        { kind: 'event-moved', email: false },
        { kind: 'referral-reward', email: false },
      ],
    });
    expect(off.statusCode).toBe(200);
    const emailed = (preferences: TNotificationPreference[]) =>
      Object.fromEntries(preferences.map((preference) => [preference.kind, preference.email]));
    expect(emailed(off.json().data.preferences)).toMatchObject({
      'event-moved': false,
      'referral-reward': false,
      'event-cancelled': true,
    });
    expect(emailed(await preferencesOf(me))).toEqual(emailed(off.json().data.preferences));
    expect((await preferencesOf(suite.bo)).every((preference) => preference.email)).toBe(true);

    const before = await storedRows(me.user.id);
    await choose(me, {
      preferences: [{ kind: 'event-moved', email: false }],
    });
    expect(await storedRows(me.user.id)).toEqual(before);

    const back = await choose(me, {
      preferences: [{ kind: 'event-moved', email: true }],
    });
    expect(emailed(back.json().data.preferences)).toMatchObject({
      'event-moved': true,
      'referral-reward': false,
    });
    expect((await storedRows(me.user.id)).map(({ kind, email }) => [kind, email])).toEqual([
      ['event-moved', true],
      ['referral-reward', false],
    ]);
  });

  it('refuses to turn off a receipt, in plain words, and changes nothing of the request', async () => {
    const me = await signIn(suite.app, `receipts-${kind}@example.com`);
    const refused = await choose(me, {
      preferences: [
        { kind: 'event-moved', email: false },
        { kind: 'encashment-paid', email: false },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'BUSINESS_RULE',
      message: 'Receipts are always emailed: Encashment payouts cannot be turned off',
    });
    expect(await storedRows(me.user.id)).toEqual([]);
    // Saying a receipt stays on is no change at all.
    const kept = await choose(me, {
      preferences: [{ kind: 'encashment-paid', email: true }],
    });
    expect(kept.statusCode).toBe(200);
    expect(await storedRows(me.user.id)).toEqual([]);
  });

  it('refuses a kind named twice, an unknown kind, an empty list and stray fields with 400', async () => {
    const me = await signIn(suite.app, `invalid-${kind}@example.com`);
    const put = (body: object) => choose(me, offContract(body));
    const twice = await put({
      preferences: [
        { kind: 'event-moved', email: false },
        { kind: 'event-moved', email: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Events you hold tickets for being moved is named more than once',
      details: [{ path: 'body.preferences.1.kind', message: 'Each kind may be named once' }],
    });
    expect((await put({ preferences: [{ kind: 'weather', email: false }] })).statusCode).toBe(400);
    expect((await put({ preferences: [] })).statusCode).toBe(400);
    expect((await put({ preferences: [{ kind: 'event-moved', email: false, sms: true }] })).statusCode).toBe(
      400,
    );
    expect(await storedRows(me.user.id)).toEqual([]);
  });
});
