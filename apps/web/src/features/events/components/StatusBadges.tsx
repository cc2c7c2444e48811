import type { Palette, TBooking, TContestantStatus } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';

const BOOKING: Record<TBooking['status'], { label: string; tone: Palette }> = {
  held: { label: 'Awaiting payment', tone: 'yellow' },
  confirmed: { label: 'Confirmed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'gray' },
  expired: { label: 'Hold expired', tone: 'gray' },
};

export function BookingStatusBadge({ status }: { status: TBooking['status'] }) {
  const { label, tone } = BOOKING[status];
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
