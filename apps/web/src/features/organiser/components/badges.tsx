import type { Palette, TBooking, TContestantStatus, TEvent } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';
import { t } from '../messages';

const eventTone: Record<TEvent['status'], Palette> = { draft: 'gray', published: 'green', cancelled: 'red' };

/** Labels read when drawn (getters), so they follow the reader's language. */
export const EVENT_STATUS_LABELS: Record<TEvent['status'], string> = {
  get draft() {
    return t('status.draft');
  },
  get published() {
    return t('status.published');
  },
  get cancelled() {
    return t('status.cancelled');
  },
};

export function EventStatusBadge({ status }: { status: TEvent['status'] }) {
  return (
    <Badge tone={eventTone[status]} dot>
      {EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}

export const CONTESTANT_STATUS_LABELS: Record<TContestantStatus, string> = {
  get pending_payment() {
    return t('contestant.pendingPayment');
  },
  get registered() {
    return t('contestant.registered');
  },
  get under_review() {
    return t('contestant.underReview');
  },
  get approved() {
    return t('contestant.approved');
  },
  get rejected() {
    return t('contestant.rejected');
  },
  get cancelled() {
    return t('contestant.cancelled');
  },
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

const bookingLook: Record<TBooking['status'], { tone: Palette; label: () => string }> = {
  held: { tone: 'yellow', label: () => t('booking.held') },
  confirmed: { tone: 'green', label: () => t('booking.confirmed') },
  cancelled: { tone: 'gray', label: () => t('booking.cancelled') },
  expired: { tone: 'gray', label: () => t('booking.expired') },
};

export function BookingStatusBadge({ status }: { status: TBooking['status'] }) {
  const { tone, label } = bookingLook[status];
  return (
    <Badge tone={tone} dot>
      {label()}
    </Badge>
  );
}
