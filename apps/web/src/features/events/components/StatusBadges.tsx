import type { Palette, TBooking, TContestantStatus, TWaitlistStatus } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';
import { t } from '../later/messages';

type Label = { readonly label: string; tone: Palette };

/** A badge's words, read when it is drawn (getters): the tables live at module level, the language does not. */
const badge = (tone: Palette, label: () => string): Label => ({
  tone,
  get label() {
    return label();
  },
});

const BOOKING: Record<TBooking['status'], Label> = {
  held: badge('yellow', () => t('badge.booking.held')),
  confirmed: badge('green', () => t('badge.booking.confirmed')),
  cancelled: badge('gray', () => t('badge.booking.cancelled')),
  expired: badge('gray', () => t('badge.booking.expired')),
};

/** A hold offered from a waitlist (decision 042) says so: it is reserved for the user, and for longer. */
const OFFER = badge('purple', () => t('badge.booking.offer'));
/** An offer its user declined reads as their choice, not as a cancellation that went wrong (decision 052). */
const DECLINED = badge('gray', () => t('badge.booking.declined'));

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

const entry = (tone: Palette, label: () => string, text: () => string) => ({
  tone,
  get label() {
    return label();
  },
  get text() {
    return text();
  },
});

export const CONTESTANT_STATUS: Record<
  TContestantStatus,
  { readonly label: string; tone: Palette; readonly text: string }
> = {
  pending_payment: entry(
    'yellow',
    () => t('badge.entry.pendingPayment'),
    () => t('badge.entry.pendingPayment.text'),
  ),
  registered: entry(
    'blue',
    () => t('badge.entry.registered'),
    () => t('badge.entry.registered.text'),
  ),
  under_review: entry(
    'purple',
    () => t('badge.entry.underReview'),
    () => t('badge.entry.underReview.text'),
  ),
  approved: entry(
    'green',
    () => t('badge.entry.approved'),
    () => t('badge.entry.approved.text'),
  ),
  rejected: entry(
    'red',
    () => t('badge.entry.rejected'),
    () => t('badge.entry.rejected.text'),
  ),
  cancelled: entry(
    'gray',
    () => t('badge.entry.cancelled'),
    () => t('badge.entry.cancelled.text'),
  ),
};

export function ContestantStatusBadge({ status }: { status: TContestantStatus }) {
  const { label, tone } = CONTESTANT_STATUS[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}

export const WAITLIST_STATUS: Record<TWaitlistStatus, Label> = {
  waiting: badge('blue', () => t('badge.waitlist.waiting')),
  offered: badge('purple', () => t('badge.waitlist.offered')),
  booked: badge('green', () => t('badge.waitlist.booked')),
  lapsed: badge('gray', () => t('badge.waitlist.lapsed')),
  declined: badge('gray', () => t('badge.waitlist.declined')),
  left: badge('gray', () => t('badge.waitlist.left')),
  closed: badge('gray', () => t('badge.waitlist.closed')),
};

export function WaitlistStatusBadge({ status }: { status: TWaitlistStatus }) {
  const { label, tone } = WAITLIST_STATUS[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
