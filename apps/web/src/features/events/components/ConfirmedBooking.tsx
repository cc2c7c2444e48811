import type { TBooking, TRealm } from '@engagex/contracts';
import { CircleCheck, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';
import { t } from '../later/messages';
import { bookingsPath } from '../paths';
import { TicketView } from './TicketView';

/** A paid or free booking: the ticket to show at the entrance. */
export function ConfirmedBooking({ booking, realm }: { booking: TBooking; realm: TRealm }) {
  return (
    <>
      <div role="status" className="flex items-start gap-3">
        <span
          aria-hidden
          data-palette="green"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tone-soft text-tone-fg"
        >
          <CircleCheck className="size-6" />
        </span>
        <div>
          <h2 tabIndex={-1} className="text-lg font-semibold">
            {t('confirmed.title')}
          </h2>
          <p className="text-sm text-ink-muted">{t('ticket.showAtEntrance')}</p>
        </div>
      </div>
      <TicketView booking={booking} realm={realm} />
      <Link to={bookingsPath(realm)} className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
        <Ticket aria-hidden className="size-4" /> {t('bookings.all')}
      </Link>
    </>
  );
}
