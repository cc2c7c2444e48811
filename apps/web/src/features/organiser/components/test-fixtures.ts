import type { TBooking, TContestant, TContestantStatus } from '@engagex/contracts';

/** Wire-shaped records for the organiser pages' tests. */
export function contestantFixture(
  status: TContestantStatus,
  overrides: Partial<TContestant> = {},
): TContestant {
  const id = `00000000-0000-4000-8000-${String(Object.keys(STATUS_INDEX).indexOf(status) + 1).padStart(12, '0')}`;
  return {
    id,
    eventId: '11111111-1111-4111-8111-111111111111',
    userId: '22222222-2222-4222-8222-222222222222',
    event: {
      title: 'Sur Sangam',
      startsAt: '2027-01-20T12:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      districtName: 'Kolkata',
      feeIfNotSelected: 'refund',
    },
    personalDetails: {
      fullName: `Asha ${STATUS_INDEX[status]}`,
      dateOfBirth: '1999-04-12',
      phone: '9876543210',
      email: 'asha@example.com',
      city: 'Kolkata',
    },
    performance: {
      title: 'Raga Yaman',
      category: 'vocal',
      durationMinutes: 8,
      language: 'Bengali',
      description: 'An evening raga, sung with tanpura.',
    },
    isGroupPerformance: true,
    additionalContestants: [{ fullName: 'Ravi Sen', dateOfBirth: '1998-02-01', role: 'Tabla' }],
    status,
    notes: null,
    feeCredits: 0,
    paymentStatus: 'COMPLETED',
    cancelReason: null,
    refundedCredits: 0,
    history: [{ from: null, to: 'registered', notes: null, changedAt: '2026-11-20T10:00:00.000Z' }],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const STATUS_INDEX: Record<TContestantStatus, string> = {
  pending_payment: 'Pending',
  registered: 'Registered',
  under_review: 'Reviewing',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const bookingFixture: TBooking = {
  id: '33333333-3333-4333-8333-333333333333',
  bookingId: '33333333-3333-4333-8333-333333333333',
  eventId: '11111111-1111-4111-8111-111111111111',
  slotId: '44444444-4444-4444-8444-444444444444',
  event: {
    title: 'Lakeside Morning Yoga',
    eventType: 'wellness',
    startsAt: '2026-11-25T01:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    venueName: 'Upvan Lake Promenade',
    districtName: 'Thane',
  },
  slot: { startsAt: '2026-11-25T01:30:00.000Z', endsAt: '2026-11-25T03:00:00.000Z' },
  seats: 3,
  status: 'confirmed',
  holdExpiresAt: null,
  priceCredits: 0,
  totalCredits: 0,
  paymentMethod: 'free',
  paymentStatus: 'COMPLETED',
  ticketCode: 'AB12CD34EF56',
  qrPayload: null,
  checkedInAt: '2026-11-25T01:20:05.000Z',
  cancelReason: null,
  confirmedAt: '2026-11-21T09:00:00.000Z',
  createdAt: '2026-11-21T09:00:00.000Z',
  waitlistOffer: false,
  items: [],
  tickets: [],
  promoCode: null,
  discountCredits: 0,
};
