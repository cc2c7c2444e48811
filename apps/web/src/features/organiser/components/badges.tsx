import type { Palette, TBooking, TContestantStatus, TEvent } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';

const eventLook: Record<TEvent['status'], { tone: Palette; label: string }> = {
  draft: { tone: 'gray', label: 'Draft' },
  published: { tone: 'green', label: 'Published' },
  cancelled: { tone: 'red', label: 'Cancelled' },
};

export const EVENT_STATUS_LABELS = Object.fromEntries(
  Object.entries(eventLook).map(([status, { label }]) => [status, label]),
) as Record<TEvent['status'], string>;

export function EventStatusBadge({ status }: { status: TEvent['status'] }) {
  const { tone, label } = eventLook[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}

export const CONTESTANT_STATUS_LABELS: Record<TContestantStatus, string> = {
  pending_payment: 'Awaiting payment',
  registered: 'Registered',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

const contestantTone: Record<TContestantStatus, Palette> = {
  pending_payment: 'yellow',
  registered: 'blue',
  under_review: 'purple',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

export function ContestantStatusBadge({ status }: { status: TContestantStatus }) {
  return (
    <Badge tone={contestantTone[status]} dot>
      {CONTESTANT_STATUS_LABELS[status]}
    </Badge>
  );
}

const bookingLook: Record<TBooking['status'], { tone: Palette; label: string }> = {
  held: { tone: 'yellow', label: 'Held' },
  confirmed: { tone: 'green', label: 'Confirmed' },
  cancelled: { tone: 'gray', label: 'Cancelled' },
  expired: { tone: 'gray', label: 'Expired' },
};

export function BookingStatusBadge({ status }: { status: TBooking['status'] }) {
  const { tone, label } = bookingLook[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
