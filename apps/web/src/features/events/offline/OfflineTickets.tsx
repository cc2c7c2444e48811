import { Ticket, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { rich } from '@/i18n/rich';
import { eventTitle } from '@/lib/content-text';
import { REALM_NAME } from '@/lib/realm';
import { buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/states';
import { TicketView } from '../components/TicketView';
import { formatStamp } from '../format';
import { t } from '../later/messages';
import { ticketPath } from '../paths';
import type { SavedTicket, SavedTickets } from './ticket-store';

/** Says plainly that what shows is the device's copy, and how old it is. */
export function OfflineNotice({ savedAt }: { savedAt: string | null }) {
  return (
    <p
      role="status"
      data-palette="yellow"
      className="flex items-start gap-3 rounded-2xl border border-tone-line bg-tone-soft p-4 text-sm text-ink"
    >
      <WifiOff aria-hidden className="mt-0.5 size-5 shrink-0 text-tone-fg" />
      <span>
        {rich(savedAt ? t('offline.showingSaved', { when: formatStamp(savedAt) }) : t('offline.noneSaved'), {
          strong: (text) => <span className="font-semibold text-tone-fg">{text}</span>,
        })}
      </span>
    </p>
  );
}

/**
 * My bookings without a network: the tickets this device saved the last time they were read online, each with
 * its QR code, so the user gets in at a door with no signal.
 */
export function OfflineTickets({ saved }: { saved: SavedTickets | null }) {
  return (
    <div className="flex flex-col gap-4">
      <OfflineNotice savedAt={saved?.savedAt ?? null} />
      {saved && saved.tickets.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {saved.tickets.map((ticket) => (
            <li key={ticket.booking.id}>
              <SavedTicketCard ticket={ticket} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          framed
          icon={<Ticket className="size-6" />}
          title={t('offline.empty.title')}
          text={t('offline.empty.text')}
        />
      )}
    </div>
  );
}

function SavedTicketCard({ ticket: { realm, booking } }: { ticket: SavedTicket }) {
  const titleId = `saved-ticket-${booking.id}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-4 sm:p-5">
      <div>
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{REALM_NAME[realm]}</p>
        <h2 id={titleId} className="text-base font-semibold">
          {eventTitle(booking.event)}
        </h2>
      </div>
      <TicketView booking={booking} size="medium" saved />
      <Link
        to={ticketPath(realm, booking.id)}
        className={buttonClasses({ variant: 'ghost', className: 'mt-auto w-full print:hidden' })}
      >
        <Ticket aria-hidden className="size-4" /> {t('offline.open')}
      </Link>
    </Card>
  );
}
