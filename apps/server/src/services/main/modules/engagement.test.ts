import { modulesApi } from '@engagex/contracts/api/modules';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, balanceOf, inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn, useTestDatabase } from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('upcoming modules on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    app = await (await database()).build();
    admin = await signIn(app, 'admin@engagex.dev');
  });

  it('takes backing in credits above the minimum, and launch alerts', async () => {
    const user = await signIn(app, `backer-${kind}@example.com`);
    await addCreditsAsAdmin(app, admin, user.user.id, 100, `backer-grant-${kind}`);
    const back = (id: string, credits: number, idempotencyKey: string) =>
      inject(app, modulesApi.back, { session: user, params: { id }, body: { credits, idempotencyKey } });
    const tooLittle = await back('ai-art', 10, 'back-small-1');
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.json().message).toBe('Back AI Art Maker with at least 25 credits');
    const live = await back('events', 30, 'back-live-1');
    expect(live.statusCode).toBe(422);
    const backed = await back('ai-art', 30, 'back-ok-1');
    expect(backed.json().data).toMatchObject({ backedCredits: 30, totalBacked: 30, backers: 1 });
    const replay = await back('ai-art', 30, 'back-ok-1');
    expect(replay.json().data.backedCredits).toBe(30);
    const broke = await back('ai-art', 80, 'back-big-1');
    // A client knows the wallet is short by its `wallet` detail, whatever the language of the words.
    expect(broke.json()).toMatchObject({
      code: 'BUSINESS_RULE',
      message: 'Insufficient credits',
      details: [{ path: 'wallet', message: 'Insufficient credits' }],
    });
    expect(await balanceOf(app, user)).toBe(70);

    const alertOn = (id: string) => inject(app, modulesApi.alertOn, { session: user, params: { id } });
    expect((await alertOn('voiceover')).data().notifyAtLaunch).toBe(true);
    const alertOff = await inject(app, modulesApi.alertOff, { session: user, params: { id: 'voiceover' } });
    expect(alertOff.data().notifyAtLaunch).toBe(false);
    expect((await alertOn('events')).statusCode).toBe(422);
  });
});
