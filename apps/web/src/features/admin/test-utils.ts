import type {
  TAdminUserDetail,
  TAdminUserSummary,
  TAuditEntry,
  TAuditPage,
  TUserSession,
} from '@engagex/contracts';
import { demoUser } from '@/test/api';

/** The admin console's fixtures: whole answers as the contracts shape them (the tests check every answer). */

export const admin = {
  ...demoUser,
  id: 'a0a0a0a0-1111-4222-8333-444455556666',
  email: 'admin@engagex.dev',
  name: 'Asha Admin',
  roles: ['user', 'employee', 'admin', 'payout'] as const,
};
export const ME = 'GET /api/main/users/me';
export const PERSON_ID = '5c1d3a9e-8f6b-4b7a-9e21-3d4c5b6a7f80';
export const SESSION_ID = '0f9e8d7c-6b5a-4c3d-8e1f-a2b3c4d5e6f7';

export const personSummary = (overrides: Partial<TAdminUserSummary> = {}): TAdminUserSummary => ({
  id: PERSON_ID,
  name: 'Priya Patel',
  email: 'priya@example.com',
  roles: ['user'],
  grantedRoles: [],
  configuredRoles: [],
  suspended: false,
  twoFactor: false,
  createdAt: '2026-10-02T08:00:00.000Z',
  lastSignInAt: '2026-11-25T18:30:00.000Z',
  ...overrides,
});

export const session = (overrides: Partial<TUserSession> = {}): TUserSession => ({
  id: SESSION_ID,
  signedInAt: '2026-11-25T18:30:00.000Z',
  lastSeenAt: '2026-11-26T09:10:00.000Z',
  clientIp: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  endedAt: null,
  endedReason: null,
  factors: ['id_token'],
  current: false,
  ...overrides,
});

type DetailOverrides = Partial<Omit<TAdminUserDetail, 'user'>> & { user?: Partial<TAdminUserDetail['user']> };

export const personDetail = ({ user, ...rest }: DetailOverrides = {}): TAdminUserDetail => ({
  user: {
    ...personSummary(),
    country: 'IN',
    suspendedAt: null,
    suspendedReason: null,
    ...user,
  },
  wallet: { balance: 40, creditBalance: 40, pendingCredits: 0, totalEarned: 50, totalSpent: 10 },
  ledger: [
    {
      id: 'ledger-2',
      kind: 'spend',
      amount: -10,
      balanceAfter: 40,
      description: 'Ticket: Jazz Night',
      reference: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'ledger-1',
      kind: 'grant',
      amount: 50,
      balanceAfter: 50,
      description: 'Welcome bonus',
      reference: null,
      createdAt: '2026-10-02T08:00:00.000Z',
    },
  ],
  sessions: [
    session(),
    session({
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      signedInAt: '2026-11-01T07:00:00.000Z',
      lastSeenAt: '2026-11-02T07:00:00.000Z',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      endedAt: '2026-11-02T07:05:00.000Z',
      endedReason: 'signed-out',
    }),
  ],
  activity: [
    {
      id: 'activity-1',
      kind: 'credits_spent',
      title: 'Booked Jazz Night',
      moduleId: 'events',
      reference: null,
      timestamp: '2026-11-20T10:00:00.000Z',
    },
  ],
  bookings: [
    {
      id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      service: 'events',
      title: 'Jazz Night',
      status: 'confirmed',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  registrations: [],
  applications: [],
  ...rest,
});

export const auditEntry = (overrides: Partial<TAuditEntry> = {}): TAuditEntry => ({
  id: '101',
  at: '2026-11-26T09:15:00.000Z',
  action: 'role.grant',
  actor: { id: admin.id, name: admin.name, email: admin.email },
  target: { id: PERSON_ID, name: 'Priya Patel', email: 'priya@example.com' },
  before: { roles: ['user'] },
  after: { roles: ['user', 'organiser'] },
  reason: null,
  requestId: 'req-7f3a',
  ...overrides,
});

export const auditPage = (entries: TAuditEntry[], nextCursor: string | null = null): TAuditPage => ({
  entries,
  nextCursor,
});
