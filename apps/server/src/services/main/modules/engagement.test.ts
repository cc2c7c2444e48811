import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, addCreditsAsAdmin, apiClient } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn, useTestDatabase } from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('upcoming modules on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let admin: Session;
  let call: ApiCall;

  beforeAll(async () => {
    app = await (await database()).build();
    admin = await signIn(app, 'admin@engagex.dev');
    call = apiClient(app, SERVICE_PREFIXES.main);
  });

  it('takes backing in credits above the minimum, and launch alerts', async () => {
    const user = await signIn(app, `backer-${kind}@example.com`);
    await addCreditsAsAdmin(app, admin, user.user.id, 100, `backer-grant-${kind}`);
    const tooLittle = await call(user, 'POST', '/modules/ai-art/back', {
      credits: 10,
      idempotencyKey: 'back-small-1',
    });
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.json().message).toBe('Back AI Art Maker with at least 25 credits');
    const live = await call(user, 'POST', '/modules/events/back', {
      credits: 30,
      idempotencyKey: 'back-live-1',
    });
    expect(live.statusCode).toBe(422);
    const backed = await call(user, 'POST', '/modules/ai-art/back', {
      credits: 30,
      idempotencyKey: 'back-ok-1',
    });
    expect(backed.json().data).toMatchObject({ backedCredits: 30, totalBacked: 30, backers: 1 });
    const replay = await call(user, 'POST', '/modules/ai-art/back', {
      credits: 30,
      idempotencyKey: 'back-ok-1',
    });
    expect(replay.json().data.backedCredits).toBe(30);
    const broke = await call(user, 'POST', '/modules/ai-art/back', {
      credits: 80,
      idempotencyKey: 'back-big-1',
    });
    expect(broke.json()).toMatchObject({ code: 'BUSINESS_RULE', message: 'Insufficient credits' });
    expect((await call(user, 'GET', '/cps/credit-transaction/balance')).json().data.balance).toBe(70);

    expect((await call(user, 'POST', '/modules/voiceover/notify')).json().data.notifyAtLaunch).toBe(true);
    expect((await call(user, 'DELETE', '/modules/voiceover/notify')).json().data.notifyAtLaunch).toBe(false);
    expect((await call(user, 'POST', '/modules/events/notify')).statusCode).toBe(422);
  });
});
