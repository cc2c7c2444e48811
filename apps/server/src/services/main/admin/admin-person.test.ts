/**
 * The admin console's routes, one block of them (decision 064 split them by block): one person's page: their
 * bookings, entries, applications and wallet as the console shows them. Changes when that part of the console
 * changes; the cast is admin.fixtures.ts useAdminConsoleSuite.
 */

import { randomUUID } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { adminApi } from '@engagex/contracts/api/admin';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot, EVENT_REALMS } from '../../../test/events.js';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { credits, useAdminConsoleSuite } from './admin.fixtures.js';

describe.each(DATABASE_KINDS)('admin console on %s', (kind) => {
  const { suite } = useAdminConsoleSuite(kind);

  describe('one person', () => {
    it('shows the profile, wallet, ledger, sessions, activity and history in every module', async () => {
      for (const { realm, prefix } of EVENT_REALMS) {
        const { eventId, slotId } = await createEventWithSlot(suite.app, prefix, suite.admin, {
          capacity: 5,
          priceCredits: 0,
        });
        const booked = await inject(suite.app, bookingsApi.create, {
          realm,
          session: suite.anna,
          body: { eventId, slotId, seats: 1 },
        });
        expect(booked.statusCode).toBe(201);
      }
      const competition = await createEventWithSlot(suite.app, SERVICE_PREFIXES.culturalEvents, suite.admin, {
        capacity: 5,
        priceCredits: 0,
        competition: { fee: 0, perExtra: 0, maxGroup: 1 },
      });
      const entry = await inject(suite.app, contestantsApi.register, {
        realm: 'cultural-events',
        session: suite.anna,
        body: {
          eventId: competition.eventId,
          personalDetails: {
            fullName: 'Anna Rao',
            dateOfBirth: '1995-05-05',
            phone: '+91 9876543210',
            email: 'anna.contestant@example.com',
            city: 'Pune',
          },
          performance: {
            title: 'Raga Yaman',
            category: 'vocal',
            durationMinutes: 5,
            description: 'A classical piece.',
          },
        },
      });
      expect(entry.statusCode, entry.body).toBe(201);
      const opening = await inject(suite.app, jobsApi.createOpening, {
        session: suite.admin,
        body: {
          title: 'Console tester',
          department: 'Engineering',
          location: 'Pune',
          category: 'engineering',
          description: 'An opening made by the admin console tests, long enough to pass.',
          closesOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        },
      });
      const applied = await inject(suite.app, jobsApi.apply, {
        session: suite.anna,
        body: {
          openingId: opening.data().id,
          coverNote: 'I would like to join because testing consoles is what I do best, every single day.',
          experienceYears: 4,
        },
      });
      expect(applied.statusCode, applied.body).toBe(201);
      expect(
        (
          await inject(suite.app, adminApi.adjustCredits, {
            session: suite.admin,
            params: { id: suite.anna.user.id },
            body: credits('grant', 40),
          })
        ).statusCode,
      ).toBe(201);

      const detail = await inject(suite.app, adminApi.user, {
        session: suite.admin,
        params: { id: suite.anna.user.id },
      });
      expect(detail.statusCode, detail.body).toBe(200);
      const data = detail.json().data;
      expect(data.user).toMatchObject({
        id: suite.anna.user.id,
        name: 'Anna Rao-Kapoor',
        roles: ['user'],
        grantedRoles: [],
        suspended: false,
        suspendedAt: null,
        country: 'IN',
      });
      expect(data.wallet).toMatchObject({ balance: 40, totalEarned: 40 });
      expect(data.ledger).toEqual([expect.objectContaining({ kind: 'grant', amount: 40, balanceAfter: 40 })]);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.activity.length).toBeGreaterThan(0);
      expect(data.bookings.map((booking: { service: string }) => booking.service).sort()).toEqual([
        'cultural-events',
        'events',
      ]);
      expect(data.registrations).toEqual([
        expect.objectContaining({ id: entry.json().data.id, service: 'cultural-events' }),
      ]);
      expect(data.applications).toEqual([
        expect.objectContaining({ id: applied.json().data.id, service: 'jobs', title: 'Console tester' }),
      ]);
    });

    it('answers 404 for someone who does not exist', async () => {
      const response = await inject(suite.app, adminApi.user, {
        session: suite.admin,
        params: { id: randomUUID() },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    });
  });
});
