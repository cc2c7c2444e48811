import type { TJobApplication, TJobOpening } from '@engagex/contracts';

export const OPENING_ID = '05125c99-d4fc-4b52-b983-11ef80a18756';
export const APPLICATION_ID = '5871e92f-b62b-4301-b82b-d38790133340';

export const opening = (overrides: Partial<TJobOpening> = {}): TJobOpening => ({
  id: OPENING_ID,
  title: 'Senior Backend Engineer, Payments',
  department: 'Engineering',
  location: 'Bengaluru (hybrid)',
  category: 'engineering',
  description: 'Own the credit ledger and the payment gateways.',
  closesOn: '2099-12-22',
  status: 'open',
  isAcceptingApplications: true,
  feeCredits: 20,
  questions: ['Tell us about a concurrency bug you found and fixed.'],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const application = (overrides: Partial<TJobApplication> = {}): TJobApplication => ({
  id: APPLICATION_ID,
  openingId: OPENING_ID,
  opening: { title: 'Senior Backend Engineer, Payments', department: 'Engineering', category: 'engineering' },
  userId: '8de6aaac-2ab5-4cf6-867a-82c65d13cdbc',
  applicantName: 'Demo User',
  coverNote: 'I have built idempotent payment APIs on PostgreSQL for six years, and ledgers that balance.',
  experienceYears: 6,
  links: [],
  answers: ['A double-spend race fixed with SELECT … FOR UPDATE.'],
  status: 'PENDING',
  feeCredits: 20,
  paymentStatus: 'COMPLETED',
  timeline: [
    { from: null, to: 'PENDING', notes: null, changedBy: 'Demo User', changedAt: '2026-11-22T02:38:00.000Z' },
  ],
  createdAt: '2026-11-22T02:38:00.000Z',
  ...overrides,
});
