import type { TBooking, TRealm, TTicket } from '@engagex/contracts';
import { Ban, PencilLine } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { formatTime } from '../format';
import { t } from '../later/messages';
import {
  beforeShow,
  cancelledTicketText,
  liveTickets,
  ticketHolder,
  ticketShareText,
  ticketsOf,
  ticketTypeName,
} from '../tickets';
import type { TicketDialog } from './TicketDialogs';
import { TicketQr } from './TicketQr';

// The dialogs bring forms and schemas: they load when the first one opens, not with the ticket.
const TicketDialogs = lazy(() => import('./TicketDialogs'));

const STATUS_TONE = { valid: 'green', used: 'blue', cancelled: 'gray' } as const;

/**
 * A booking's tickets, one per person (decision 078): who it is for, its type and share, its status, its own QR
 * code and code (each admits that one person), and, with `realm` and before the show, cancelling one ticket and
 * editing the attendees. A booking of one ticket shows no second QR: the booking's own admits the same person.
 */
export function TicketList({ booking, realm }: { booking: TBooking; realm?: TRealm | undefined }) {
  const tickets = ticketsOf(booking);
  const [dialog, setDialog] = useState<TicketDialog | null>(null);
  const [open, setOpen] = useState(false);
  if (tickets.length === 0) return null;
  const changeable = realm !== undefined && beforeShow(booking);
  const ownQr = tickets.length > 1;
  const show = (next: TicketDialog) => {
    setDialog(next);
    setOpen(true);
  };

  return (
    <section aria-labelledby={`tickets-${booking.id}`} className="flex w-full flex-col gap-3 text-left">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`tickets-${booking.id}`} className="text-sm font-semibold text-ink">
          {/* Said again when a ticket is cancelled here, so a screen reader hears how many are left. */}
          <span aria-live="polite">
            {t('tickets.heading', { count: tickets.length, live: liveTickets(booking).length })}
          </span>
        </h3>
        {changeable && liveTickets(booking).length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="print:hidden"
            icon={<PencilLine aria-hidden className="size-4" />}
            onClick={() => show({ kind: 'attendees' })}
          >
            {t('tickets.edit')}
          </Button>
        )}
      </div>
      <ul className="flex flex-col gap-3">
        {tickets.map((ticket, index) => (
          <TicketRow
            key={ticket.id}
            booking={booking}
            ticket={ticket}
            index={index}
            ownQr={ownQr}
            onCancel={changeable && ticket.status === 'valid' ? () => show({ kind: 'cancel', ticket }) : null}
          />
        ))}
      </ul>
      {dialog && realm && (
        <Suspense fallback={null}>
          <TicketDialogs dialog={dialog} booking={booking} realm={realm} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}

function TicketRow({
  booking,
  ticket,
  index,
  ownQr,
  onCancel,
}: {
  booking: TBooking;
  ticket: TTicket;
  index: number;
  ownQr: boolean;
  onCancel: (() => void) | null;
}) {
  const holder = ticketHolder(ticket, index);
  const cancelled = ticket.status === 'cancelled';
  const nameId = `ticket-${ticket.id}`;
  return (
    <li
      aria-labelledby={nameId}
      data-status={ticket.status}
      className={cx(
        'flex gap-3 rounded-2xl border border-line p-3 break-inside-avoid sm:gap-4',
        cancelled && 'bg-surface-muted/60',
      )}
    >
      {ownQr && ticket.qrPayload && !cancelled && (
        <div
          className={cx(
            'shrink-0 self-start rounded-xl border border-line bg-white p-1.5 print:border-0',
            // Already used at the door: kept for the record, faded so nobody offers it again.
            ticket.status === 'used' && 'opacity-50',
          )}
        >
          <TicketQr
            payload={ticket.qrPayload}
            label={t('tickets.qrLabel', { holder })}
            className="size-24 sm:size-28 print:size-40"
          />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p id={nameId} className={cx('font-semibold text-ink', cancelled && 'text-ink-muted line-through')}>
            {holder}
          </p>
          <Badge tone={STATUS_TONE[ticket.status]}>
            {ticket.status === 'used' && ticket.checkedInAt
              ? t('tickets.usedAt', { time: formatTime(ticket.checkedInAt, booking.event.timeZone) })
              : t('tickets.status', { status: ticket.status })}
          </Badge>
        </div>
        <p className={cx('text-sm text-ink-muted', cancelled && 'line-through')}>
          {t('tickets.typeAndShare', {
            type: ticketTypeName(booking, ticket),
            share: ticketShareText(booking, ticket),
          })}
        </p>
        {ticket.code && (
          <p className={cx('font-mono text-sm tracking-widest text-ink', cancelled && 'line-through')}>
            <span className="sr-only">{t('ticket.code')} </span>
            {ticket.code}
          </p>
        )}
        {cancelled && <p className="text-xs text-ink-muted">{cancelledTicketText(booking, ticket)}</p>}
        {onCancel && (
          <Button
            variant="danger"
            size="sm"
            className="mt-1 self-start print:hidden"
            icon={<Ban aria-hidden className="size-4" />}
            onClick={onCancel}
            aria-describedby={nameId}
          >
            {t('tickets.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
