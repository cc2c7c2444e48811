import type { Palette, TBooking, TContestantStatus, TWaitlistStatus } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';

const BOOKING: Record<TBooking['status'], { label: string; tone: Palette }> = {
  held: { label: 'Awaiting payment', tone: 'yellow' },
  confirmed: { label: 'Confirmed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'gray' },
  expired: { label: 'Hold expired', tone: 'gray' },
};

/** A hold offered from a waitlist (decision 042) says so: it is reserved for the user, and for longer. */
const OFFER = { label: 'Waitlist offer', tone: 'purple' } as const;
/** An offer its user declined reads as their choice, not as a cancellation that went wrong (decision 052). */
const DECLINED = { label: 'Declined', tone: 'gray' } as const;

export function BookingStatusBadge({
  status,
  waitlistOffer = false,
  offerDeclined = false,
}: {
  status: TBooking['status'];
  waitlistOffer?: boolean;
  offerDeclined?: boolean;
}) {
  const { label, tone } =
    waitlistOffer && status === 'held' ? OFFER : offerDeclined ? DECLINED : BOOKING[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}

export const CONTESTANT_STATUS: Record<TContestantStatus, { label: string; tone: Palette; text: string }> = {
  pending_payment: {
    label: 'Fee due',
    tone: 'yellow',
    text: 'Pay the registration fee to enter the competition.',
  },
  registered: { label: 'Registered', tone: 'blue', text: 'Your entry is in; the jury will review it soon.' },
  under_review: { label: 'Under review', tone: 'purple', text: 'The jury is looking at your entry.' },
  approved: { label: 'Approved', tone: 'green', text: 'You are in. See you on stage!' },
  rejected: { label: 'Not selected', tone: 'red', text: 'The jury did not select this entry.' },
  cancelled: { label: 'Cancelled', tone: 'gray', text: 'You withdrew this entry.' },
};

export function ContestantStatusBadge({ status }: { status: TContestantStatus }) {
  const { label, tone } = CONTESTANT_STATUS[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}

export const WAITLIST_STATUS: Record<TWaitlistStatus, { label: string; tone: Palette }> = {
  waiting: { label: 'On the waitlist', tone: 'blue' },
  offered: { label: 'Seats offered', tone: 'purple' },
  booked: { label: 'Booked', tone: 'green' },
  lapsed: { label: 'Offer lapsed', tone: 'gray' },
  declined: { label: 'Offer declined', tone: 'gray' },
  left: { label: 'Left', tone: 'gray' },
  closed: { label: 'Waitlist closed', tone: 'gray' },
};

export function WaitlistStatusBadge({ status }: { status: TWaitlistStatus }) {
  const { label, tone } = WAITLIST_STATUS[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
