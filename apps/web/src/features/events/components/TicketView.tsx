import type { TBooking, TRealm } from '@engagex/contracts';
import { CalendarDays, CalendarPlus, MapPin, Printer, Ticket, Users } from 'lucide-react';
import { useRef } from 'react';
import { eventTitle } from '@/lib/content-text';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { saidNow, toast } from '@/ui/toast';
import { useTicketCalendar } from '../api/download-ticket-calendar';
import { formatLongDay, formatTimeRange } from '../format';
import { t } from '../later/messages';
import { paidText } from '../money';
import { printOnly } from '../print-ticket';
import { liveTickets, ticketsOf } from '../tickets';
import { TicketList } from './TicketList';
import { TicketQr } from './TicketQr';

/**
 * A confirmed booking as a ticket: the booking's QR code, which admits everyone still to come on it, its code, what
 * it admits, and below a ticket per person with its own QR code (decision 078; TicketList), which is printed too.
 * `saved`: the device's offline copy (features/events/offline), which cannot fetch a calendar file nor change a
 * ticket.
 */
export function TicketView({
  booking,
  size = 'large',
  realm,
  saved = false,
  printAlone = false,
}: {
  booking: TBooking;
  size?: 'large' | 'medium';
  realm?: TRealm | undefined;
  saved?: boolean | undefined;
  /** The page is this ticket: the browser's own Print prints it alone, as "Print ticket" does. */
  printAlone?: boolean;
}) {
  const ticket = useRef<HTMLDivElement>(null);
  const tickets = ticketsOf(booking);
  const live = liveTickets(booking).length;
  // With more than one ticket the booking's code is the group's: each person also has their own below.
  const everyone = tickets.length > 1;
  return (
    <div
      ref={ticket}
      data-print-alone={printAlone ? '' : undefined}
      className="flex flex-col items-center gap-4 text-center"
    >
      {/* On paper the ticket names its event: the page's own heading is not printed. */}
      <p className="hidden text-xl font-bold print:block">{eventTitle(booking.event)}</p>
      {everyone && (
        <p className="text-sm font-semibold text-ink">
          {t('tickets.everyone')}
          <span className="block text-xs font-normal text-ink-muted">
            {t('tickets.everyoneHint', { count: live })}
          </span>
        </p>
      )}
      {booking.qrPayload ? (
        <div className="rounded-2xl border border-line bg-white p-3 shadow-sm print:border-0 print:shadow-none">
          <TicketQr
            payload={booking.qrPayload}
            label={
              everyone
                ? t('tickets.everyoneQrLabel', { title: eventTitle(booking.event) })
                : t('ticket.qrLabel', { title: eventTitle(booking.event) })
            }
            className={cx(size === 'large' ? 'size-56 sm:size-64' : 'size-40', 'print:size-72')}
          />
        </div>
      ) : (
        <div className="flex size-40 items-center justify-center rounded-2xl bg-surface-muted text-ink-muted">
          <Ticket aria-hidden className="size-10" />
        </div>
      )}
      {booking.ticketCode && (
        <p className="font-mono text-lg font-bold tracking-[0.25em] text-ink">
          <span className="sr-only">{t('ticket.code')} </span>
          {booking.ticketCode}
        </p>
      )}
      <dl className="w-full divide-y divide-line rounded-2xl border border-line text-left text-sm">
        <Row icon={<CalendarDays className="size-4" />} term={t('facts.when')}>
          {formatLongDay(booking.slot.startsAt, booking.event.timeZone)}
          <span className="block text-ink-muted">
            {formatTimeRange(booking.slot.startsAt, booking.slot.endsAt, booking.event.timeZone)}
          </span>
        </Row>
        <Row icon={<MapPin className="size-4" />} term={t('facts.where')}>
          {[booking.event.venueName, booking.event.districtName].filter(Boolean).join(', ')}
        </Row>
        <Row icon={<Users className="size-4" />} term={t('ticket.admits')}>
          {t('ticket.people', { count: tickets.length > 0 ? live : booking.seats })}
          <span className="block text-ink-muted">
            {booking.totalCredits === 0 ? t('price.free') : t('ticket.paid', { amount: paidText(booking) })}
          </span>
        </Row>
      </dl>
      <TicketList booking={booking} realm={saved ? undefined : realm} />
      <p className="hidden text-sm print:block">
        {everyone ? t('tickets.printNote') : t('ticket.printNote')}
      </p>
      <div className="flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row print:hidden">
        {realm && !saved && <AddToCalendar realm={realm} booking={booking} />}
        <Button
          variant="secondary"
          onClick={() => ticket.current && printOnly(ticket.current)}
          icon={<Printer aria-hidden className="size-4" />}
        >
          {t('ticket.print')}
        </Button>
      </div>
    </div>
  );
}

/** The show as a calendar entry (.ics) from the server, the same one the ticket email attaches. */
function AddToCalendar({ realm, booking }: { realm: TRealm; booking: TBooking }) {
  const calendar = useTicketCalendar(realm, booking.id);
  const save = () =>
    calendar.save().catch((error: unknown) =>
      toast({
        title: () => t('ticket.calendarFailed'),
        description: error instanceof Error ? saidNow(error.message) : undefined,
        variant: 'error',
      }),
    );
  return (
    <Button
      variant="secondary"
      onClick={() => void save()}
      loading={calendar.busy}
      icon={<CalendarPlus aria-hidden className="size-4" />}
    >
      {t('ticket.calendar')}
    </Button>
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
