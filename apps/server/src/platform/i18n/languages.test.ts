/**
 * A person's language end to end (decision 077): choosing it, the request's language from Accept-Language, the
 * envelope's refusals and a field's message in Hindi, and a ticket's notice and email in the reader's language.
 * Changes when what is said in a person's language does.
 */

import { randomUUID } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { identityApi } from '@engagex/contracts/api/identity';
import { describe, expect, it } from 'vitest';
import { inject, offContract } from '../../test/api.js';
import { createEventWithSlot, useRealmWorld } from '../../test/events.js';
import { DATABASE_KINDS } from '../../test/harness.js';
import { loadContents } from '../notifications/email-contents.js';
import { renderEmail } from '../notifications/render.js';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

describe.each(DATABASE_KINDS)('languages on %s', (kind) => {
  const world = useRealmWorld(kind, 'events');

  it('keeps the language a person chooses, and their next request reads it', async () => {
    const { app, alice } = world;
    const before = await inject(app, identityApi.me, { session: alice });
    expect(before.data()).toMatchObject({ locale: 'en-IN', localeChosen: false });

    const chosen = await inject(app, identityApi.locale, { session: alice, body: { locale: 'hi-IN' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.data()).toMatchObject({ id: alice.user.id, locale: 'hi-IN', localeChosen: true });
    // The session this process remembered was forgotten: the choice holds without any Accept-Language.
    const after = await inject(app, identityApi.me, { session: alice });
    expect(after.data().locale).toBe('hi-IN');
    const missing = await inject(app, eventsApi.get, {
      realm: 'events',
      session: alice,
      params: { id: randomUUID() },
    });
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'इवेंट नहीं मिला',
      error: 'इवेंट नहीं मिला',
    });
  });

  it('refuses a language it does not speak, in the envelope, and changes nothing', async () => {
    const { app, bob } = world;
    const refused = await inject(app, identityApi.locale, {
      session: bob,
      body: { locale: offContract('fr-FR') },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Invalid body.locale: Choose en-IN or hi-IN',
      details: [{ path: 'body.locale', message: 'Choose en-IN or hi-IN' }],
    });
    const me = await inject(app, identityApi.me, { session: bob });
    expect(me.data()).toMatchObject({ locale: 'en-IN', localeChosen: false });
  });

  it("reads a person's language from Accept-Language until they choose one", async () => {
    const { app, bob } = world;
    const me = (header: string) =>
      inject(app, identityApi.me, { session: bob, headers: { 'accept-language': header } });
    expect((await me('en-GB;q=0.5, hi;q=0.9')).data().locale).toBe('hi-IN');
    expect((await me('hi-Latn')).data().locale).toBe('hi-IN');
    expect((await me('fr-FR, de;q=0.8')).data().locale).toBe('en-IN');
    expect((await me('hi;q=0.2, en-US')).data().locale).toBe('en-IN');
  });

  it("says a refused field in the request's language, in plain words", async () => {
    const { app, admin } = world;
    const body = offContract({ title: 'ab', description: 'A description long enough.' });
    const update = (headers: Record<string, string>) =>
      inject(app, eventsApi.update, {
        realm: 'events',
        session: admin,
        params: { id: randomUUID() },
        body,
        headers,
      });
    const english = (await update({})).json();
    expect(english.details).toContainEqual({ path: 'body.title', message: 'Use at least 3 characters' });
    const hindi = (await update(HINDI)).json();
    expect(hindi).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'body.title ठीक नहीं है: कम से कम 3 अक्षर लिखें',
    });
    expect(hindi.details).toContainEqual({ path: 'body.title', message: 'कम से कम 3 अक्षर लिखें' });
  });

  it("writes a ticket's notice and email in its holder's language, with the event's Hindi title", async () => {
    const { app, admin, alice, bob, db } = world;
    const { eventId, slotId } = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 10,
      priceCredits: 0,
    });
    const titled = await inject(app, eventsApi.update, {
      realm: 'events',
      session: admin,
      params: { id: eventId },
      body: { titleHi: 'दिवाली मेला', descriptionHi: 'रोशनी, संगीत और खाने का मेला।' },
    });
    expect(titled.data().event).toMatchObject({
      titleHi: 'दिवाली मेला',
      descriptionHi: 'रोशनी, संगीत और खाने का मेला।',
    });
    // A Hindi reader finds it by its Hindi title.
    const found = await inject(app, eventsApi.list, {
      realm: 'events',
      session: bob,
      query: { q: 'दिवाली' },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.data().items.map((event) => event.id)).toContain(eventId);
    for (const session of [alice, bob]) {
      const booked = await inject(app, bookingsApi.create, {
        realm: 'events',
        session,
        body: { eventId, slotId, seats: 2 },
      });
      expect(booked.statusCode).toBe(201);
    }
    const told = await db.db
      .selectFrom('notifications')
      .select(['id', 'user_id', 'title', 'body'])
      .where('kind', '=', 'booking-confirmed')
      .where('user_id', 'in', [alice.user.id, bob.user.id])
      .execute();
    const hers = told.find((row) => row.user_id === alice.user.id);
    const his = told.find((row) => row.user_id === bob.user.id);
    expect(hers?.title).toBe('टिकट कन्फ़र्म: दिवाली मेला');
    expect(hers?.body).toMatch(
      /^दिवाली मेला के लिए 2 सीटें, .+। टिकट कोड [A-Z0-9]+। मुफ़्त: कुछ भी भुगतान नहीं करना था।$/,
    );
    expect(his?.title).toMatch(/^Ticket confirmed: Test event /);
    expect(his?.body).toMatch(/^2 seats for Test event .+\. Free: there was nothing to pay\.$/);

    const contents = await loadContents(db.db, [hers?.id ?? '', his?.id ?? '']);
    const email = async (id: string | undefined) => {
      const content = contents.get(id ?? '');
      if (!content) throw new Error('no content');
      return renderEmail(content.notification, content.recipient, {
        publicUrl: 'https://portal.example.org',
      });
    };
    const hindi = await email(hers?.id);
    expect(hindi.subject).toBe('टिकट कन्फ़र्म: दिवाली मेला');
    expect(hindi.text).toContain('आपका टिकट');
    expect(hindi.text).toContain('प्रवेश पर इस ईमेल के साथ लगा QR कोड या टिकट कोड दिखाएँ।');
    // The date in Hindi words with Latin digits ("मंगलवार, 8 दिसंबर 2026, 19:00 से 21:00 भारतीय मानक समय तक").
    expect(hindi.text).toMatch(/कब: +\S+, \d{1,2} \S+ 20\d\d, \d\d:\d\d से .*\d\d:\d\d भारतीय मानक समय तक\n/);
    expect(hindi.html).toContain('<html lang="hi">');
    const calendar = hindi.attachments
      .find((file) => file.filename.endsWith('.ics'))
      ?.content.toString('utf8');
    expect(calendar).toContain('SUMMARY:दिवाली मेला');
    const english = await email(his?.id);
    expect(english.subject).toMatch(/^Ticket confirmed: Test event /);
    expect(english.text).toMatch(
      /When: +\S+,? \d{1,2} \S+ 20\d\d, \d\d:\d\d to .*\d\d:\d\d India Standard Time\n/,
    );
    expect(english.html).toContain('<html lang="en">');

    // The organiser cancels: each holder reads why in their own language, the reason as it was written.
    const cancelled = await inject(app, eventsApi.cancel, {
      realm: 'events',
      session: admin,
      params: { id: eventId },
      body: { reason: 'The venue flooded.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancellations = await db.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'body'])
      .where('kind', '=', 'event-cancelled')
      .where('user_id', 'in', [alice.user.id, bob.user.id])
      .execute();
    const toHer = cancellations.find((row) => row.user_id === alice.user.id);
    expect(toHer?.title).toBe('इवेंट रद्द: दिवाली मेला');
    expect(toHer?.body).toMatch(
      /^आयोजक ने दिवाली मेला रद्द कर दिया और लिखा: “The venue flooded\.” आपकी मुफ़्त बुकिंग \(.+, 2 सीटें\) रद्द हो गई;/,
    );
    const toHim = cancellations.find((row) => row.user_id === bob.user.id);
    expect(toHim?.body).toMatch(
      /^The organiser cancelled Test event \w+ and wrote: “The venue flooded\.”\. Your free booking of 2 seats on /,
    );
  });
});
