/**
 * The frame while its visitor pays by card in the window it opened (decision 105): the hold's countdown, a way to
 * the payment page when the browser blocked the window or it was closed, and the booking followed through the API
 * until it is paid, lapses or is cancelled (the frame's parent then shows the booking's own step), or the checkout
 * failed. A window closed with the seats still held and unpaid says so, with the ways on (decision 110). Changes when
 * the frame says something new while a card payment is under way.
 */
import type { TBooking, TPaymentDetails, TRealm } from '@engagex/contracts';
import { useQuery } from '@tanstack/react-query';
import { CircleX, ExternalLink, PanelTopClose } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { bookingQueryOptions } from '@/features/events/api/get-booking';
import { bookingPaymentQueryOptions } from '@/features/events/api/get-booking-payment';
import { HoldCountdown } from '@/features/events/components/HoldCountdown';
import { ReleaseSeats } from '@/features/events/components/ReleaseSeats';
import { Button, buttonClasses } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { widgetCheckoutHref } from '../checkout-href';
import { whenClosed } from '../frame';
import { t } from '../messages';

/** How often the frame asks after the booking while the window is open: a paid booking shows within that. */
export const FOLLOW_MS = 2_000;

/**
 * The checkout opened for this payment is over without paying the hold: the booking, still unpaid in this read, names
 * a purchase that can no longer be paid (failed, lapsed or cancelled), and not one that was already over when the
 * frame began to wait.
 */
export function checkoutFailed(before: TPaymentDetails, now: TPaymentDetails): boolean {
  if (now.status !== 'PENDING' || now.purchaseId === null || now.paymentUrl !== null) return false;
  return !(now.purchaseId === before.purchaseId && before.paymentUrl === null);
}

export function PayInWindow({
  realm,
  bookingId,
  opened,
  holder,
  onSettled,
  onReleased,
  onTryAgain,
  onOtherWay,
}: {
  realm: TRealm;
  bookingId: string;
  /**
   * The window the frame opened, or null when the browser did not let it: the link opens a tab instead, which the
   * frame holds no handle on, so a tab closed unpaid is not noticed (the hold's countdown runs on, decision 110).
   */
  opened: Window | null;
  /** The frame's user, named in the payment page's address (decision 110). */
  holder?: string | undefined;
  /** The booking is no longer held (paid, lapsed or cancelled): its own step shows it. */
  onSettled: () => void;
  /** The visitor let the seats go after closing the window. */
  onReleased: () => void;
  onTryAgain: (booking: TBooking) => void;
  onOtherWay: () => void;
}) {
  const [since] = useState(Date.now);
  const [before, setBefore] = useState<TPaymentDetails | null>(null);
  const booking = useQuery({
    ...bookingQueryOptions(realm, bookingId),
    refetchOnMount: 'always',
    refetchInterval: FOLLOW_MS,
  });
  const payment = useQuery({
    ...bookingPaymentQueryOptions(realm, bookingId),
    refetchOnMount: 'always',
    refetchInterval: FOLLOW_MS,
  });
  // Only once a booking read after that payment read still says held: paying confirms the booking in the same
  // transaction that completes the purchase, so a paid checkout never reads as failed in between.
  const over = before !== null && payment.data !== undefined && checkoutFailed(before, payment.data);
  const failed = over && booking.data?.status === 'held' && booking.dataUpdatedAt > payment.dataUpdatedAt;
  const held = booking.data?.status === 'held';
  const { refetch: readBooking } = booking;
  const { refetch: readPayment } = payment;
  useEffect(() => {
    if (over) void readBooking();
  }, [over, readBooking]);

  // The window closed: only a booking read begun after that may say it was closed unpaid. A paid window closes
  // itself 2.5 s after the payment is confirmed, so that read shows the ticket (decision 105's race, decision 110).
  // `refetch` cancels a read under way, so the answer that follows is one begun now.
  const [closedAt, setClosedAt] = useState<number | null>(null);
  useEffect(() => (opened ? whenClosed(opened, () => setClosedAt(Date.now())) : undefined), [opened]);
  useEffect(() => {
    if (closedAt === null) return;
    void readBooking();
    void readPayment();
  }, [closedAt, readBooking, readPayment]);
  // Once a read since then has ended saying held, it is said until the booking moves on: the next 2 s read under way
  // does not take it back.
  const [closedUnpaid, setClosedUnpaid] = useState(false);
  const readSinceClosed = closedAt !== null && booking.dataUpdatedAt > closedAt && !booking.isFetching;
  useEffect(() => {
    if (readSinceClosed && held) setClosedUnpaid(true);
  }, [readSinceClosed, held]);
  const abandoned = !failed && closedUnpaid && held;

  // What the booking's payment was when the frame began to wait: a checkout already over then is not this one.
  useEffect(() => {
    if (before === null && payment.data && payment.dataUpdatedAt >= since) setBefore(payment.data);
  }, [before, payment.data, payment.dataUpdatedAt, since]);

  useEffect(() => {
    if (booking.data && booking.data.status !== 'held') onSettled();
  }, [booking.data, onSettled]);

  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the step, once per change of it
  useEffect(() => heading.current?.focus(), [failed, held, abandoned]);

  if (!booking.data || !held) return <Skeleton className="h-48" />;
  const data = booking.data;
  const countdown = (
    <HoldCountdown expiresAt={data.holdExpiresAt ?? data.createdAt} onExpire={() => void booking.refetch()} />
  );
  const otherWay = (
    <Button variant="ghost" size="sm" className="self-center text-ink-muted" onClick={onOtherWay}>
      {t('pay.otherWay')}
    </Button>
  );

  if (failed) {
    return (
      <>
        <StepHeading
          alert
          palette="red"
          icon={<CircleX className="size-6" />}
          heading={heading}
          title={t('pay.failed.heading')}
          text={t('pay.failed.text')}
        />
        {countdown}
        <Button size="lg" className="w-full" onClick={() => onTryAgain(data)}>
          {t('pay.tryAgain')}
        </Button>
        {otherWay}
      </>
    );
  }

  if (abandoned) {
    return (
      <>
        <StepHeading
          alert
          palette="orange"
          icon={<PanelTopClose className="size-5" />}
          heading={heading}
          title={t('pay.closed.heading')}
          text={t('pay.closed.text')}
        />
        {countdown}
        <Button size="lg" className="w-full" onClick={() => onTryAgain(data)}>
          <ExternalLink aria-hidden className="size-4" /> {t('pay.openAgain')}
        </Button>
        {otherWay}
        {/* A waitlist offer is declined, not released: its own step ("Pay another way") offers that. */}
        {!data.waitlistOffer && (
          <ReleaseSeats
            realm={realm}
            bookingId={data.id}
            className="self-center text-ink-muted"
            words={{
              label: t('pay.release'),
              released: () => t('pay.released'),
              releasedText: () => t('pay.released.text'),
              failed: () => t('pay.releaseFailed'),
            }}
            onReleased={onReleased}
          />
        )}
      </>
    );
  }

  const link = widgetCheckoutHref(realm, data.id, { popup: false, holder });
  return (
    <>
      <StepHeading
        palette="blue"
        icon={<ExternalLink className="size-5" />}
        heading={heading}
        title={t('pay.heading')}
        text={t('pay.text')}
      />
      {countdown}
      {opened === null ? (
        <>
          <p role="alert" className="text-sm font-medium text-danger">
            {t('pay.blocked')}
          </p>
          {/* A new tab without an opener: the payment page needs none, it follows from the address alone. */}
          <a
            href={link}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ size: 'lg', className: 'w-full' })}
          >
            <ExternalLink aria-hidden className="size-4" /> {t('pay.open')}
          </a>
        </>
      ) : (
        <a
          href={link}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
        >
          <ExternalLink aria-hidden className="size-4" /> {t('pay.openAgain')}
        </a>
      )}
      {otherWay}
    </>
  );
}

/** A step's icon, heading (where focus goes when the step changes) and one line; an alert when it went wrong. */
function StepHeading({
  alert = false,
  palette,
  icon,
  heading,
  title,
  text,
}: {
  alert?: boolean;
  palette: 'red' | 'orange' | 'blue';
  icon: ReactNode;
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  text: string;
}) {
  return (
    <div role={alert ? 'alert' : undefined} className="flex items-start gap-3">
      <span
        aria-hidden
        data-palette={palette}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tone-soft text-tone-fg"
      >
        {icon}
      </span>
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-ink-muted">{text}</p>
      </div>
    </div>
  );
}
