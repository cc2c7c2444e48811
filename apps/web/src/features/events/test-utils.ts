import type { TContestant } from '@engagex/contracts';
import { demoUser } from '@/test/api';

/** A paid, registered solo entry of the demo user's, for the registration pages' tests. */
export const contestantFixture = (overrides: Partial<TContestant> = {}): TContestant => ({
  id: '3c9a1f0e-2b4d-4e6f-8a1b-2c3d4e5f6a7b',
  eventId: '7b1f3a52-9a0e-4a77-8d10-2f9f2c5c3d21',
  userId: demoUser.id,
  event: {
    title: 'Voice of Pune',
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Asia/Kolkata',
    districtName: 'Pune',
    feeIfNotSelected: 'refund',
  },
  personalDetails: {
    fullName: 'Asha Rao',
    dateOfBirth: '1998-04-12',
    phone: '+91 9876543210',
    email: 'a@example.com',
    city: 'Pune',
  },
  performance: { title: 'Raga', category: 'vocal', durationMinutes: 8, description: 'A vocal piece.' },
  isGroupPerformance: false,
  additionalContestants: [],
  status: 'registered',
  notes: null,
  feeCredits: 100,
  paymentStatus: 'COMPLETED',
  cancelReason: null,
  refundedCredits: 0,
  paidMoney: { amountMinor: 100_000, currency: 'INR' },
  refund: null,
  withdrawnBy: null,
  history: [],
  createdAt: '2026-11-25T09:00:00.000Z',
  ...overrides,
});
