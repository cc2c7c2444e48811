/**
 * The events pages reached after the list and an event page (decision 113): the registration wizard, an event's
 * waiting room, My bookings, a ticket, My registrations, the gateway's return page and the invoices, each its own
 * chunk. Apart from ../pages, so the chunk every events page loads does not carry their lazy imports and their
 * preload lists (about fifty hashed file names, which compress badly); the route table starts this module and the
 * events chunk at once, so these pages wait no longer than before. Changes when such a page is added or moves.
 */
import type { TRealm } from '@engagex/contracts';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { realmFromParam } from '@/lib/realm';
import { isRecordId } from '@/lib/record-id';
import { EventsNotFound } from '../EventsLayout';
import { t } from '../messages';
import { bookingsPath, registrationsPath } from '../paths';

/** Here too the address becomes props, and an id that cannot be a record id gets the not-found page (../pages). */
export const laterEventsPages = {
  register: registerPage,
  waitingRoom: async () => waitingRoomOf('events'),
  culturalWaitingRoom: async () => waitingRoomOf('cultural-events'),
  myBookings: async () => (await import('../components/MyBookingsPage')).MyBookingsPage,
  ticket: ticketPage,
  myRegistrations: async () => (await import('../components/MyRegistrationsPage')).MyRegistrationsPage,
  paymentReturn: async () => (await import('../components/PaymentReturnPage')).PaymentReturnPage,
  bookingInvoice: async () => invoicePageOf('booking'),
  entryInvoice: async () => invoicePageOf('entry'),
} satisfies Record<string, () => Promise<ComponentType>>;

/** An event's waiting room (decision 080), its own chunk. */
async function waitingRoomOf(realm: TRealm): Promise<ComponentType> {
  const { WaitingRoomPage } = await import('../waiting-room/WaitingRoomPage');
  return function WaitingRoomRoute() {
    const { eventId } = useParams();
    if (!isRecordId(eventId)) return <EventsNotFound />;
    return <WaitingRoomPage key={eventId} realm={realm} eventId={eventId} />;
  };
}

async function registerPage(): Promise<ComponentType> {
  const { RegisterPage } = await import('../registration/RegisterPage');
  return function RegisterRoute() {
    const { realm = '', eventId } = useParams();
    if (!isRecordId(eventId)) return <EventsNotFound />;
    return <RegisterPage realm={realm} eventId={eventId} />;
  };
}

/** `/events/bookings/:bookingId`, of the realm in `?realm=` as My bookings names it. */
async function ticketPage(): Promise<ComponentType> {
  const { TicketPage } = await import('../components/TicketPage');
  return function TicketRoute() {
    const { bookingId } = useParams();
    const [params] = useSearchParams();
    if (!isRecordId(bookingId)) return <EventsNotFound />;
    return <TicketPage key={bookingId} realm={realmFromParam(params.get('realm'))} bookingId={bookingId} />;
  };
}

/**
 * `/events/bookings/:bookingId/invoice` and `/events/registrations/:contestantId/invoice`: the invoices feature's
 * page (decision 079) for a booking or an entry of the realm in `?realm=`, with the way back to the list it is on.
 */
async function invoicePageOf(of: 'booking' | 'entry'): Promise<ComponentType> {
  const { InvoicePage } = await import('@/features/invoices/components/InvoicePage');
  return function InvoiceRoute() {
    const { bookingId, contestantId } = useParams();
    const [params] = useSearchParams();
    const realm = realmFromParam(params.get('realm'));
    const id = of === 'booking' ? bookingId : contestantId;
    if (!isRecordId(id)) return <EventsNotFound />;
    const back =
      of === 'booking'
        ? { to: bookingsPath(realm), label: t('bookings.all') }
        : { to: registrationsPath(realm), label: t('invoices.backToEntries') };
    return <InvoicePage key={id} subject={{ of, realm, id }} back={back} />;
  };
}
