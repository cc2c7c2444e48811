/**
 * The table of booking transitions (decision 033): which action may move a booking from which stage. Changes when
 * that decision does.
 */
import type { TEventStatus } from '@engagex/contracts';
import type { BookingStatus } from '../../../platform/db/schema.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';

/**
 * Where a booking stands. `checked_in` is a confirmed booking whose ticket was scanned: stored as
 * `status = 'confirmed'` with `checked_in_at` set, but a stage of its own because a used ticket is final.
 */
export type BookingStage = BookingStatus | 'checked_in';

/** What a route asks to do with a booking (decision 033). */
export type BookingChange = 'pay' | 'expire' | 'cancel' | 'transfer' | 'check_in';

type Rule = {
  to: BookingStage;
  /** Refused once the booking's show (its slot) has started. */
  beforeShowOnly: boolean;
  /** Refused unless the event is published (not a draft, not cancelled). */
  liveEventOnly: boolean;
};

const rule = (to: BookingStage, beforeShowOnly: boolean, liveEventOnly: boolean): Rule => ({
  to,
  beforeShowOnly,
  liveEventOnly,
});

/**
 * The one table of allowed booking transitions (docs/decisions/033-booking-transitions.md). Every write path
 * (pay by credits or gateway, cancel by the booker or an organiser, event cancellation, transfer, check-in, the
 * hold sweep) asks `assertTransition` or, for set-based SQL, `stagesAllowing`. What is not in the table is
 * refused: a used ticket, or a show that has started, never gives money back or frees a seat for resale.
 */
export const BOOKING_TRANSITIONS: Record<BookingStage, Partial<Record<BookingChange, Rule>>> = {
  held: {
    pay: rule('confirmed', false, true),
    expire: rule('expired', false, false),
    // Giving unpaid seats back moves no money, so it is allowed even once the show has started.
    cancel: rule('cancelled', false, false),
    transfer: rule('held', true, true),
  },
  confirmed: {
    cancel: rule('cancelled', true, false),
    transfer: rule('confirmed', true, true),
    check_in: rule('checked_in', false, true),
  },
  checked_in: {},
  cancelled: {},
  expired: {},
};

export function stageOf(booking: { status: BookingStatus; checked_in_at: Date | null }): BookingStage {
  return booking.status === 'confirmed' && booking.checked_in_at ? 'checked_in' : booking.status;
}

/** The stored statuses a change may start from, for set-based SQL (the sweep) that cannot call the guard row by row. */
export function stagesAllowing(change: BookingChange): BookingStatus[] {
  return (Object.keys(BOOKING_TRANSITIONS) as BookingStage[]).filter(
    (stage): stage is BookingStatus => stage !== 'checked_in' && change in BOOKING_TRANSITIONS[stage],
  );
}

export type EventStatus = TEventStatus;

export type TransitionContext = {
  showStartsAt: Date;
  eventStatus: EventStatus;
  now?: Date;
};

/** Answers the target stage of an allowed change, or throws the refusal the user sees. */
export function assertTransition(
  booking: { status: BookingStatus; checked_in_at: Date | null },
  change: BookingChange,
  context: TransitionContext,
): BookingStage {
  const problem = transitionProblem(booking, change, context);
  if (problem) throw problem;
  return (BOOKING_TRANSITIONS[stageOf(booking)][change] as Rule).to;
}

/** The refusal of a change, or null when the table allows it; for callers that answer "no" without throwing. */
export function transitionProblem(
  booking: { status: BookingStatus; checked_in_at: Date | null },
  change: BookingChange,
  context: TransitionContext,
  /** What the person holds: a booking, or at the door a ticket (the same refusals, in the door's word). */
  noun: 'booking' | 'ticket' = 'booking',
): AppError | null {
  const stage = stageOf(booking);
  const allowed = BOOKING_TRANSITIONS[stage][change];
  if (!allowed) {
    if (stage === 'checked_in')
      return new AppError(
        'BUSINESS_RULE',
        say(
          'This ticket has been used; it can no longer be {change, select, pay {paid for} expire {expired} cancel {cancelled} transfer {transferred} other {checked in}}',
          { change },
        ),
      );
    if (change === 'pay' && stage === 'confirmed')
      return new AppError('CONFLICT', 'This booking is already paid');
    if (stage === 'cancelled' || stage === 'expired')
      return new AppError('CONFLICT', say('This {noun} is already {stage}', { noun, stage }));
    return new AppError(
      'BUSINESS_RULE',
      say(
        'A {stage} {noun} cannot be {change, select, pay {paid for} expire {expired} cancel {cancelled} transfer {transferred} other {checked in}}',
        { stage, noun, change },
      ),
    );
  }
  if (allowed.liveEventOnly && context.eventStatus !== 'published') {
    return new AppError(
      'BUSINESS_RULE',
      context.eventStatus === 'cancelled'
        ? 'This event has been cancelled'
        : 'This event is not on sale at the moment',
    );
  }
  const now = context.now ?? new Date();
  if (allowed.beforeShowOnly && context.showStartsAt.getTime() <= now.getTime()) {
    return new AppError(
      'BUSINESS_RULE',
      say(
        'The show has already started; the {noun} can no longer be {change, select, pay {paid for} expire {expired} cancel {cancelled} transfer {transferred} other {checked in}}',
        { noun, change },
      ),
    );
  }
  return null;
}
