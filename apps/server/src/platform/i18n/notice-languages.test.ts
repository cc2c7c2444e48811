/**
 * The notices of competition entries, job applications, encashments, referral rewards and module launches, in the
 * reader's language (decision 077): a reader who chose Hindi reads each in Hindi, the organiser's and admin's own
 * words as written. Changes when one of those notices is reworded.
 */

import { contestantsApi } from '@engagex/contracts/api/contestants';
import { dashboardApi } from '@engagex/contracts/api/dashboard';
import { employeeApi } from '@engagex/contracts/api/employee';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { modulesApi } from '@engagex/contracts/api/modules';
import { describe, expect, it } from 'vitest';
import { rewardReleasedNotice } from '../../services/main/referrals/reward-notices.js';
import { addCreditsAsAdmin, inject } from '../../test/api.js';
import { createEventWithSlot, EVENT_REALMS, useRealmWorld } from '../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../test/harness.js';
import { toldTo } from '../../test/notices.js';
import { forReaders } from '../notifications/outbox.js';

const { realm, prefix } = EVENT_REALMS[1];

describe.each(DATABASE_KINDS)('notices in the reader’s language on %s', (kind) => {
  const world = useRealmWorld(kind, realm);

  /** Someone who chose Hindi (PUT /users/locale stores just this). */
  async function choosesHindi(who: Session) {
    await world.db.db.updateTable('users').set({ locale: 'hi-IN' }).where('id', '=', who.user.id).execute();
    return who;
  }

  it('tells a Hindi entrant their registration in Hindi', async () => {
    const alice = await choosesHindi(world.alice);
    const { eventId } = await createEventWithSlot(world.app, prefix, world.admin, {
      capacity: 50,
      priceCredits: 0,
      startsInHours: 24 * 30,
      competition: { fee: 100, perExtra: 50, maxGroup: 3 },
    });
    const entry = await inject(world.app, contestantsApi.register, {
      realm,
      session: alice,
      body: {
        eventId,
        personalDetails: {
          fullName: 'Asha Rao',
          dateOfBirth: '1998-04-12',
          phone: '+91 9876543210',
          email: 'asha@example.com',
          city: 'Pune',
        },
        performance: { title: 'Raga', category: 'vocal', durationMinutes: 8, description: 'A vocal piece.' },
        isGroupPerformance: false,
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const [received] = await toldTo(world.db, alice.user.id, { about: entry.data().id });
    expect(received?.title).toMatch(/^रजिस्ट्रेशन मिल गया: Test event /);
    expect(received?.body).toMatch(
      /^हमें .+ को होने वाले Test event \S+ के लिए आपका रजिस्ट्रेशन मिल गया है। इसे पूरा करने के लिए 100 क्रेडिट की एंट्री फ़ीस चुकाएँ।$/,
    );
  });

  it('tells a Hindi applicant their application’s review in Hindi, the reviewer’s note as written', async () => {
    const applicant = await choosesHindi(await signIn(world.app, `hindi-applicant-${kind}@example.com`));
    const opening = await inject(world.app, jobsApi.createOpening, {
      session: world.admin,
      body: {
        title: 'Ledger engineer',
        department: 'Engineering',
        location: 'Pune',
        category: 'internship',
        description: 'A role created by the languages suite, with a long enough description.',
        closesOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        questions: ['Why us?'],
      },
    });
    const application = await inject(world.app, jobsApi.apply, {
      session: applicant,
      body: {
        openingId: opening.data().id,
        coverNote: 'I have reviewed payment systems for years and would like to help this team ship calmly.',
        experienceYears: 5,
        answers: ['Ledgers'],
      },
    });
    expect(application.statusCode, application.body).toBe(201);
    const id = application.data().id;
    const moved = await inject(world.app, jobsApi.changeStatus, {
      session: world.admin,
      params: { id },
      body: { status: 'UNDER_REVIEW', notes: 'Strong cover note.' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await toldTo(world.db, applicant.user.id, { about: id })).toContainEqual(
      expect.objectContaining({
        title: 'आवेदन की समीक्षा हो रही है',
        body: 'Ledger engineer के लिए आपके आवेदन की अब समीक्षा हो रही है। समीक्षक की टिप्पणी: Strong cover note.',
      }),
    );
  });

  it('tells a Hindi employee their encashment’s approval in Hindi', async () => {
    const staff = await choosesHindi(await signIn(world.app, `hindi-staff-${kind}@engagex.dev`));
    await addCreditsAsAdmin(world.app, world.admin, staff.user.id, 5000);
    const requested = await inject(world.app, employeeApi.requestEncashment, {
      session: staff,
      body: {
        credits: 500,
        payout: { method: 'upi', upiId: 'esha@okbank' },
        idempotencyKey: `hindi-encashment-${kind}`,
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const id = requested.data().id;
    const approved = await inject(world.app, employeeApi.approveEncashment, {
      session: world.admin,
      params: { id },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await toldTo(world.db, staff.user.id, { about: id })).toContainEqual(
      expect.objectContaining({
        title: 'नकदीकरण मंज़ूर',
        body:
          'आपके 500 क्रेडिट (₹5,000) का नकदीकरण मंज़ूर हो गया है। इसका भुगतान 5 कामकाजी दिनों में esha@okbank पर ' +
          'किया जाएगा; भुगतान होने पर आपको बताया जाएगा।',
      }),
    );
  });

  it('writes a referral reward in its referrer’s language, with Indian grouping', async () => {
    const referrer = await choosesHindi(world.bob);
    const facts = { rewardId: 'r1', refereeName: 'Ravi', credits: 1500, recovered: 0 };
    const [hindi, english] = await forReaders(world.db.db, [
      rewardReleasedNotice({ ...facts, referrerId: referrer.user.id }),
      rewardReleasedNotice({ ...facts, referrerId: world.admin.user.id }),
    ]);
    expect(hindi).toMatchObject({
      title: 'रेफ़रल इनाम जारी: 1,500 क्रेडिट',
      body: 'Ravi के भुगतान का अब रिफ़ंड नहीं हो सकता, इसलिए आपका 1,500 क्रेडिट का इनाम अब लंबित नहीं है।',
    });
    expect(english).toMatchObject({
      title: 'Referral reward released: 1,500 credits',
      body: "Ravi's payment can no longer be refunded, so your reward of 1,500 credits is no longer pending.",
    });
  });

  it('tells a Hindi reader a module’s launch in Hindi, its date in Hindi words', async () => {
    const asker = await choosesHindi(await signIn(world.app, `hindi-asker-${kind}@example.com`));
    const asked = await inject(world.app, modulesApi.alertOn, { session: asker, params: { id: 'ai-art' } });
    expect(asked.statusCode, asked.body).toBe(200);
    const launched = await inject(world.app, modulesApi.launch, {
      session: world.admin,
      params: { id: 'ai-art' },
      body: { launchDate: '2026-12-01' },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const [told] = await toldTo(world.db, asker.user.id, { kind: 'module-launched' });
    expect(told).toMatchObject({
      title: 'AI Art Maker लॉन्च हो गया है',
      body: 'आपने कहा था कि AI Art Maker लॉन्च होने पर हम आपको बताएँ। यह 1 दिसंबर 2026 से चालू है: इसे अपने डैशबोर्ड से खोलें।',
    });
  });

  it('says the activity feed in the request’s language, values as written', async () => {
    const reader = await signIn(world.app, `hindi-feed-${kind}@example.com`);
    await addCreditsAsAdmin(world.app, world.admin, reader.user.id, 1500);
    const feed = async (headers: Record<string, string>) =>
      (await inject(world.app, dashboardApi.activity, { session: reader, headers }))
        .data()
        .map((a) => a.title);
    expect(await feed({ 'accept-language': 'hi-IN,hi;q=0.9' })).toEqual([
      '1,500 क्रेडिट का बोनस मिला: Test credits',
      'EngageX में आपका स्वागत है',
    ]);
    expect(await feed({})).toEqual(['Received a bonus of 1,500 credits: Test credits', 'Welcome to EngageX']);
  });
});
