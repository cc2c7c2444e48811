import type { TBooking } from '@engagex/contracts';
import { CalendarDays, MapPin, Printer, Ticket, Users } from 'lucide-react';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { toast } from '@/ui/toast';
import { formatCredits, formatLongDay, formatTimeRange, plural } from '../format';
import { printTicket } from '../print-ticket';

/** A confirmed booking as a ticket: the QR code to show at the door, its code, and what it admits. */
export function TicketView({ booking, size = 'large' }: { booking: TBooking; size?: 'large' | 'medium' }) {
  const print = () => {
    if (!printTicket(booking)) {
      toast({
        title: 'Could not open the ticket to print',
        description: 'Allow pop-ups for this site and try again.',
        variant: 'error',
      });
    }
  };
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      {booking.qrCode ? (
        <div className="rounded-2xl border border-line bg-white p-3 shadow-sm">
          <img
            src={booking.qrCode}
            alt={`Ticket QR code for ${booking.event.title}`}
            className={cx('[image-rendering:pixelated]', size === 'large' ? 'size-56 sm:size-64' : 'size-40')}
          />
        </div>
      ) : (
        <div className="flex size-40 items-center justify-center rounded-2xl bg-surface-muted text-ink-muted">
          <Ticket aria-hidden className="size-10" />
        </div>
      )}
      {booking.ticketCode && (
        <p className="font-mono text-lg font-bold tracking-[0.25em] text-ink">
          <span className="sr-only">Ticket code </span>
          {booking.ticketCode}
        </p>
      )}
      <dl className="w-full divide-y divide-line rounded-2xl border border-line text-left text-sm">
        <Row icon={<CalendarDays className="size-4" />} term="When">
          {formatLongDay(booking.slot.startsAt)}
          <span className="block text-ink-muted">
            {formatTimeRange(booking.slot.startsAt, booking.slot.endsAt)} IST
          </span>
        </Row>
        <Row icon={<MapPin className="size-4" />} term="Where">
          {[booking.event.venueName, booking.event.districtName].filter(Boolean).join(', ')}
        </Row>
        <Row icon={<Users className="size-4" />} term="Admits">
          {plural(booking.seats, 'person', 'people')}
          <span className="block text-ink-muted">
            {booking.totalCredits === 0 ? 'Free' : `${formatCredits(booking.totalCredits)} paid`}
          </span>
        </Row>
      </dl>
      <Button
        variant="secondary"
        onClick={print}
        icon={<Printer aria-hidden className="size-4" />}
        className="w-full sm:w-auto"
      >
        Print ticket
      </Button>
    </div>
  );
}

function Row({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3 px-4 py-3">
      <dt className="flex w-20 shrink-0 items-center gap-2 self-start text-ink-muted">
        <span aria-hidden>{icon}</span>
        {term}
      </dt>
      <dd className="min-w-0 font-medium text-ink">{children}</dd>
    </div>
  );
}
