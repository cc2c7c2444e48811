import { modulesApi } from '@engagex/contracts/api/modules';
import { describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, balanceOf, inject } from '../../../test/api.js';
import { signIn, useTestDatabase } from '../../../test/harness.js';
import { launchModule } from './launch.js';

/*
 * Decision 049: backing a module and asking to hear of its launch are decided by the module's status, so they hold
 * its row against a launch. A launch committing meanwhile (on another process) leaves neither a backing of a live
 * module nor an alert that no launch notice answers.
 */
describe('backing and launch alerts while a module launches on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('refuses what arrives during the launch, and tells whoever asked before it', async () => {
    const db = await database();
    const app = await db.build({}, {}, { ownPool: true });
    const admin = await signIn(app, 'admin@engagex.dev');
    const backer = await signIn(app, 'launch-racer@example.com');
    await addCreditsAsAdmin(app, admin, backer.user.id, 100, 'launch-racer');

    // The launch (another process) holds the module's row, uncommitted, while the backing and the alert arrive.
    let answers: { statusCode: number; json(): { message?: string } }[] = [];
    await db.db.transaction().execute(async (trx) => {
      await trx.updateTable('modules').set({ status: 'live' }).where('id', '=', 'ai-art').execute();
      const arriving = Promise.all([
        inject(app, modulesApi.back, {
          session: backer,
          params: { id: 'ai-art' },
          body: { credits: 30, idempotencyKey: 'back-during-launch' },
        }),
        inject(app, modulesApi.alertOn, { session: backer, params: { id: 'ai-art' } }),
      ]);
      const early = await Promise.race([
        arriving,
        new Promise((resolve) => setTimeout(resolve, 500, 'waiting')),
      ]);
      expect(early).toBe('waiting');
      arriving.then((done) => {
        answers = done;
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [422, 'AI Art Maker is not open for backing'],
      [422, 'AI Art Maker has already launched'],
    ]);
    const backings = await db.db
      .selectFrom('module_backings')
      .select('credits')
      .where('module_id', '=', 'ai-art')
      .execute();
    expect(backings).toEqual([]);
    expect(await balanceOf(app, backer)).toBe(100);

    // The other order: an alert asked first is in the launch's notice.
    const alert = await inject(app, modulesApi.alertOn, { session: backer, params: { id: 'voiceover' } });
    expect(alert.statusCode).toBe(200);
    const launched = await launchModule(db.db, { moduleId: 'voiceover' });
    expect(launched.notified).toBe(1);
  });
});
