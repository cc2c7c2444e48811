import type { TBooking, TRealm } from '@engagex/contracts';
import {
  ArrowLeftRight,
  Ban,
  CalendarDays,
  CheckCheck,
  FileText,
  MapPin,
  Receipt,
  Ticket,
  TicketX,
} from 'lucide-react';
import { Link } from 'react-router';
import { rich } from '@/i18n/rich';
import { eventTitle } from '@/lib/content-text';
import { Button, buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { saidNow, toast } from '@/ui/toast';
import { useAcceptOffer } from '../api/accept-offer';
import { formatDay, formatTime, formatTimeRange, monthAndDay } from '../format';
import { t } from '../later/messages';
import { paidText, refundText } from '../money';
import { bookingInvoicePath, eventPath } from '../paths';
import { ticketHolder, ticketsOf, ticketTypeName } from '../tickets';
import { useSendToWaitingRoom } from '../waiting-room/refusal';
import { isFreeOffer, offerDeclinedText, offerLengthMs } from '../waitlist';
import type { BookingDialogKind } from './BookingDialogs';
import { CardAction } from './CardAction';
import { DeclineOffer } from './DeclineOffer';
import { HoldCountdown } from './HoldCountdown';
import { ReleaseSeats } from './ReleaseSeats';
import { BookingStatusBadge } from './StatusBadges';
import { TicketQr } from './TicketQr';

/*
 * One booking on My bookings: its date, show and seats, its tickets by person (each opened, cancelled or renamed
 * from the ticket dialog), its booking QR, and what it allows now (pay for a hold, take or decline a waitlist offer,
 * release, cancel). Changes when a booking gains a state or an action.
 */
export function BookingCard({
  booking,
  realm,
  onOpen,
}: {
  booking: TBooking;
  realm: TRealm;
  onOpen: (kind: BookingDialogKind) => void;
}) {
  const { month, day } = monthAndDay(booking.slot.startsAt, booking.event.timeZone);
  const started = Date.parse(booking.slot.startsAt) <= Date.now();
  const inactive = booking.status === 'cancelled' || booking.status === 'expired';
  const accept = useAcceptOffer(realm);
  const sendToRoom = useSendToWaitingRoom(realm);
  const offer = booking.waitlistOffer && booking.status === 'held';
  const titleId = `booking-${booking.id}`;
  // A ticket per person (decision 078): who is in so far, of those not cancelled.
  const tickets = ticketsOf(booking);
  const used = tickets.filter((ticket) => ticket.status === 'used').length;
  const counted = tickets.filter((ticket) => ticket.status !== 'cancelled').length;
  // A paid booking that was confirmed has its GST document (decision 079); a refunded one its credit note too.
  const invoiced = booking.totalCredits > 0 && (booking.status === 'confirmed' || Boolean(booking.refund));

  return (
    <Card aria-labelledby={titleId} role="article" className="overflow-hidden">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
        <div className="flex gap-4 sm:flex-1">
          <span
            aria-hidden
            className={cx(
              'flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-2xl',
              inactive ? 'bg-surface-muted text-ink-muted' : 'bg-primary/10 text-primary',
            )}
          >
            <span className="text-[11px] font-bold tracking-wider">{month}</span>
            <span className="text-2xl leading-6 font-bold tabular-nums">{day}</span>
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <BookingStatusBadge
                status={booking.status}
                waitlistOffer={booking.waitlistOffer}
                offerDeclined={booking.offerDeclined ?? false}
              />
              {(booking.checkedInAt || used > 0) && (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                  <CheckCheck aria-hidden className="size-3.5" />{' '}
                  {tickets.length > 1 && used < counted
                    ? t('tickets.inOf', { checkedIn: used, count: counted })
                    : t('card.checkedIn')}
                </span>
              )}
            </div>
            <h2 id={titleId} className="mt-1.5 text-base font-semibold">
              <Link to={eventPath(realm, booking.eventId)} className="hover:underline">
                {eventTitle(booking.event)}
              </Link>
            </h2>
            <ul className="mt-1.5 space-y-1 text-sm text-ink-muted">
              <li className="flex items-start gap-2">
                <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
                {formatDay(booking.slot.startsAt, booking.event.timeZone)} ·{' '}
                {formatTimeRange(booking.slot.startsAt, booking.slot.endsAt, booking.event.timeZone)}
              </li>
              <li className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                {[booking.event.venueName, booking.event.districtName].filter(Boolean).join(', ')}
              </li>
            </ul>
            <p className="mt-2 text-sm text-ink">
              {rich(t('card.seatsPaid', { count: booking.seats, paid: paidText(booking) }), {
                strong: (text) => <span className="font-semibold">{text}</span>,
              })}
              {booking.ticketCode && (
                <span className="ml-2 font-mono text-xs tracking-widest text-ink-muted">
                  {booking.ticketCode}
                </span>
              )}
            </p>
            {booking.status === 'confirmed' && tickets.length > 1 && (
              <ul aria-label={t('tickets.listLabel')} className="mt-2 flex flex-wrap gap-1.5 text-xs">
                {tickets.map((ticket, index) => (
                  <li
                    key={ticket.id}
                    data-status={ticket.status}
                    className={cx(
                      'rounded-full border border-line px-2 py-0.5',
                      ticket.status === 'cancelled' ? 'text-ink-muted line-through' : 'text-ink',
                    )}
                  >
                    {t('tickets.holderAndType', {
                      holder: ticketHolder(ticket, index),
                      type: ticketTypeName(booking, ticket),
                    })}
                    {ticket.status !== 'valid' && (
                      <span className="sr-only"> ({t('tickets.status', { status: ticket.status })})</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {booking.status === 'cancelled' && booking.cancelReason && !booking.offerDeclined && (
              <p className="mt-1 text-xs text-ink-muted">
                {t('card.reason', { reason: booking.cancelReason })}
              </p>
            )}
          </div>
        </div>
        {booking.status === 'confirmed' && booking.qrPayload && (
          <button
            type="button"
            onClick={() => onOpen('ticket')}
            className="group self-center rounded-2xl border border-line bg-white p-2 shadow-xs transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:self-start"
          >
            <TicketQr
              payload={booking.qrPayload}
              label={t('ticket.qrLabel', { title: eventTitle(booking.event) })}
              className="size-32"
            />
            <span className="mt-1 block text-center text-xs font-semibold text-slate-700">
              {t('card.enlarge')}
            </span>
          </button>
        )}
      </div>

      {booking.status === 'held' && (
        <div className="flex flex-wrap items-center gap-3 border-t border-line bg-surface-muted/50 px-4 py-3 sm:px-5">
          <HoldCountdown
            expiresAt={booking.holdExpiresAt ?? booking.createdAt}
            compact
            {...(offer ? { totalMs: offerLengthMs(booking) } : {})}
          />
          {offer && booking.holdExpiresAt && (
            <span className="text-xs text-ink-muted">
              {t('card.offeredUntil', { time: formatTime(booking.holdExpiresAt) })}
            </span>
          )}
          <div className="ml-auto flex gap-2">
            {offer ? (
              <DeclineOffer realm={realm} booking={booking} />
            ) : (
              <ReleaseSeats
                realm={realm}
                bookingId={booking.id}
                words={{
                  label: t('card.release'),
                  released: () => t('release.done'),
                  releasedText: () => t('release.nothingCharged'),
                  failed: () => t('release.failed'),
                }}
              />
            )}
            {isFreeOffer(booking) ? (
              <Button
                size="sm"
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(booking.id, {
                    onSuccess: () =>
                      toast({
                        title: () => t('booked.title'),
                        description: () => t('ticket.ready'),
                        variant: 'success',
                      }),
                    onError: (error) => {
                      // Not admitted by the event's waiting room (decision 080): to the room, which says why.
                      if (sendToRoom(error, booking.eventId)) return;
                      toast({
                        title: () => t('offer.acceptFailed'),
                        description: saidNow(error.message),
                        variant: 'error',
                      });
                    },
                  })
                }
              >
                {t('card.take')}
              </Button>
            ) : (
              <Link
                to={`${eventPath(realm, booking.eventId)}?booking=${booking.id}`}
                className={buttonClasses({ size: 'sm' })}
              >
                {offer ? t('card.take') : t('card.payNow')}
              </Link>
            )}
          </div>
        </div>
      )}
      {booking.status === 'confirmed' && (
        <div className="flex flex-wrap gap-2 border-t border-line px-4 py-3 sm:px-5">
          <CardAction variant="secondary" icon={Ticket} onClick={() => onOpen('ticket')}>
            {t('card.ticket')}
          </CardAction>
          {!started && !booking.checkedInAt && (
            <CardAction variant="secondary" icon={ArrowLeftRight} onClick={() => onOpen('transfer')}>
              {t('card.transfer')}
            </CardAction>
          )}
          <CardAction variant="secondary" icon={Receipt} onClick={() => onOpen('payment')}>
            {t('card.payment')}
          </CardAction>
          {invoiced && <InvoiceLink to={bookingInvoicePath(realm, booking.id)} />}
          {!started && !booking.checkedInAt && (
            <CardAction variant="danger" icon={Ban} onClick={() => onOpen('cancel')}>
              {t('card.cancel')}
            </CardAction>
          )}
        </div>
      )}
      {inactive && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line px-4 py-2.5 sm:px-5">
          <p className="flex flex-1 items-center gap-2 text-xs text-ink-muted">
            <TicketX aria-hidden className="size-3.5 shrink-0" />
            {booking.status === 'expired'
              ? t('card.lapsed')
              : booking.offerDeclined
                ? offerDeclinedText()
                : refundText(booking)}
          </p>
          {invoiced && <InvoiceLink to={bookingInvoicePath(realm, booking.id)} />}
        </div>
      )}
    </Card>
  );
}

/** "Invoice": the booking's GST invoice and its credit notes, on a page of their own (decision 079). */
function InvoiceLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <FileText aria-hidden className="size-4" />
      {t('invoices.link')}
    </Link>
  );
}
