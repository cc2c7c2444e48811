import type { TBooking } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { creditBalance, ok, stubApi } from '@/test/api';
import { sampleEvent } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { toast } from '@/ui/toast';
import { shownToast } from '@/ui/toast/shown';
import { CHILD, DIET, questionsFixture, SHIRT, threeTickets } from '../ticket-fixtures';
import { TicketView } from './TicketView';

vi.mock('@/ui/toast', () => ({ toast: vi.fn() }));
const toastsRaised = () => vi.mocked(toast).mock.calls.map(([input]) => shownToast(input));

const booking = threeTickets();
const [asha, child, ravi] = booking.tickets as [
  TBooking['tickets'][0],
  TBooking['tickets'][0],
  TBooking['tickets'][0],
];
const CANCEL = `POST /api/events/bookings/${booking.id}/cancel`;
const ATTENDEES = `PUT /api/events/bookings/${booking.id}/attendees`;
const EVENT = `GET /api/events/events/${booking.eventId}`;
const BALANCE = 'GET /api/main/cps/credit-transaction/balance';

const bodyOf = (api: ReturnType<typeof stubApi>, route: string) =>
  JSON.parse(String(api.mock.calls.find(([url, init]) => `${init?.method} ${url}` === route)?.[1]?.body));

const ticketRow = (name: string) => screen.getByRole('listitem', { name });

describe('a ticket per person (decision 078)', () => {
  it('shows each ticket with its holder, type, share, status, own QR code and code, and the booking’s QR for everyone', () => {
    renderWithApp(<TicketView booking={booking} realm="events" />);
    // The booking's code admits the two still to come.
    expect(
      screen.getByRole('img', { name: 'QR code for everyone on this booking for Comedy Night' }),
    ).toBeTruthy();
    expect(screen.getByText('Everyone on this booking')).toBeTruthy();
    expect(screen.getByText(/admits all 2 people still to come/)).toBeTruthy();
    expect(screen.getByText('3 tickets, one per person · 2 still valid')).toBeTruthy();

    const first = ticketRow('Asha Rao');
    expect(within(first).getByRole('img', { name: 'Ticket QR code for Asha Rao' })).toBeTruthy();
    expect(within(first).getByText('Valid')).toBeTruthy();
    // 30 of the 70 credits paid with ₹700: ₹300.
    expect(within(first).getByText('Adult · ₹300')).toBeTruthy();
    expect(within(first).getByText(asha?.code ?? '')).toBeTruthy();
    // Nobody named yet: its place on the booking.
    const second = ticketRow('Ticket 2');
    expect(within(second).getByText('Child · ₹100')).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'Ticket QR code for Ticket 2' })).toBeTruthy();
    expect(child?.ticketTypeId).toBe(CHILD);

    // Cancelled: struck through, no QR to show, and what it gave back.
    const third = ticketRow('Ravi Sen');
    expect(within(third).getByText('Ravi Sen').className).toContain('line-through');
    expect(within(third).getByText('Cancelled')).toBeTruthy();
    expect(within(third).queryByRole('img')).toBeNull();
    expect(
      within(third).getByText(
        'Cancelled; ₹300 refunded to your original payment (the card or account you paid with).',
      ),
    ).toBeTruthy();
    expect(within(third).queryByRole('button', { name: 'Cancel this ticket' })).toBeNull();
    expect(ravi?.status).toBe('cancelled');
    // Admits counts the people still to come.
    expect(screen.getByText('2 people')).toBeTruthy();
  });

  it('prints every ticket with the booking', async () => {
    let printed = '';
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[data-print-only]')?.textContent ?? '';
    });
    renderWithApp(<TicketView booking={booking} realm="events" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print ticket' }));
    for (const code of ['AB12CD34EF56', asha?.code, child?.code]) expect(printed).toContain(code);
    window.dispatchEvent(new Event('afterprint'));
  });

  it('cancels one ticket: says its share and where it goes, and sends only its id', async () => {
    const api = stubApi({
      [CANCEL]: () =>
        ok({
          ...booking,
          tickets: booking.tickets.map((ticket) =>
            ticket.id === asha?.id ? { ...ticket, status: 'cancelled' } : ticket,
          ),
          refund: { to: 'credits', status: 'done', byHand: null },
        }),
      [BALANCE]: () => ok(creditBalance({ balance: 30, creditBalance: 30 })),
    });
    renderWithApp(<TicketView booking={booking} realm="events" />);
    const user = userEvent.setup();
    await user.click(within(ticketRow('Asha Rao')).getByRole('button', { name: 'Cancel this ticket' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this ticket?' });
    expect(within(dialog).getByText('Asha Rao · Adult')).toBeTruthy();
    // The card's share first, selected; credits instead when chosen.
    const toCard = within(dialog).getByRole('radio', { name: 'Refund ₹300 to my original payment' });
    expect((toCard as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Refund 30 credits to my wallet' }));
    expect(within(dialog).getByText(/other tickets on the booking stay valid/)).toBeTruthy();

    // A reason is needed, as the server says.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this ticket' }));
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Asha cannot come');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this ticket' }));
    await waitFor(() =>
      expect(bodyOf(api, CANCEL)).toEqual({
        reason: 'Asha cannot come',
        ticketIds: [asha?.id],
        refundTo: 'credits',
      }),
    );
    await waitFor(() =>
      expect(toastsRaised()).toContainEqual({
        title: 'Ticket cancelled',
        description: 'Cancelled; 30 credits went back to your wallet.',
        variant: 'success',
      }),
    );
  });

  it('a ticket paid in credits goes back to the wallet, with no choice to make', async () => {
    renderWithApp(
      <TicketView booking={threeTickets({ paymentMethod: 'credits', paidMoney: null })} realm="events" />,
    );
    await userEvent
      .setup()
      .click(within(ticketRow('Ticket 2')).getByRole('button', { name: 'Cancel this ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this ticket?' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByText('10 credits will be refunded to your wallet.')).toBeTruthy();
  });

  it('edits attendees and their answers, asking each ticket only its type’s questions', async () => {
    const api = stubApi({
      [EVENT]: () =>
        ok({
          event: sampleEvent({ id: booking.eventId, title: 'Comedy Night' }),
          slots: [],
          ticketTypes: [],
          questions: questionsFixture(booking.eventId),
        }),
      [ATTENDEES]: ({ init }) => {
        const { attendees } = JSON.parse(String(init?.body)) as { attendees: { name: string }[] };
        return ok({
          ...booking,
          tickets: booking.tickets.map((ticket, index) =>
            index < 2 ? { ...ticket, attendeeName: attendees[index]?.name ?? null } : ticket,
          ),
        });
      },
    });
    renderWithApp(<TicketView booking={booking} realm="events" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit names and answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendees' });
    // Only the valid tickets; the cancelled one keeps what it had.
    const adult = await within(dialog).findByRole('group', { name: 'Ticket 1 · Adult' });
    const kid = within(dialog).getByRole('group', { name: 'Ticket 2 · Child' });
    expect(within(dialog).queryByRole('group', { name: /Ticket 3/ })).toBeNull();
    expect((within(adult).getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Rao');
    expect((within(adult).getByLabelText('Meal') as HTMLSelectElement).value).toBe('Vegetarian');
    expect(within(adult).getByLabelText('Wheelchair access')).toBeTruthy();
    expect(within(kid).queryByLabelText('Wheelchair access')).toBeNull();

    // The child's required meal is unanswered and it has no name: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save attendees' }));
    expect(await within(kid).findByText('Answer this question')).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(within(kid).getByLabelText('Name'), 'Meera Rao');
    await user.selectOptions(within(kid).getByLabelText('Meal'), 'Vegan');
    await user.selectOptions(within(adult).getByLabelText('Wheelchair access'), 'Yes');
    await user.type(within(adult).getByLabelText('Email'), 'asha@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save attendees' }));
    await waitFor(() =>
      expect(bodyOf(api, ATTENDEES)).toEqual({
        attendees: [
          {
            ticketId: asha?.id,
            name: 'Asha Rao',
            email: 'asha@example.com',
            answers: { [DIET]: 'Vegetarian', [SHIRT]: true },
          },
          { ticketId: child?.id, name: 'Meera Rao', email: null, answers: { [DIET]: 'Vegan' } },
        ],
      }),
    );
    await waitFor(() =>
      expect(toastsRaised()).toContainEqual({ title: 'Attendees saved', variant: 'success' }),
    );
  });

  it('changes nothing once the show has started, nor from the device’s saved copy', () => {
    const { unmount } = renderWithApp(
      <TicketView
        booking={threeTickets({
          slot: { startsAt: '2020-01-01T10:00:00.000Z', endsAt: '2099-01-01T12:00:00.000Z' },
        })}
        realm="events"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel this ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit names and answers' })).toBeNull();
    unmount();
    renderWithApp(<TicketView booking={booking} realm="events" saved />);
    expect(screen.getByRole('listitem', { name: 'Asha Rao' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel this ticket' })).toBeNull();
  });

  it('a booking of one ticket shows one QR code, the booking’s, and the ticket below it', () => {
    const one = threeTickets({ seats: 1, tickets: [booking.tickets[0] as TBooking['tickets'][0]] });
    renderWithApp(<TicketView booking={one} realm="events" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Ticket QR code for Comedy Night' })).toBeTruthy();
    expect(screen.queryByText('Everyone on this booking')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Asha Rao' })).toBeTruthy();
  });
});

/** A ticket cancelled alone whose share the gateway gave up on, paid back by an admin by bank transfer (103). */
const settledByHand = threeTickets({
  tickets: booking.tickets.map((ticket) =>
    ticket.id === ravi?.id
      ? { ...ticket, refund: { to: 'original', status: 'done', byHand: { reference: 'NEFT T77' } } }
      : ticket,
  ),
});

describe('a ticket’s share paid back outside the portal (decision 103)', () => {
  afterEach(() => switchLanguage('en-IN'));

  it('says so on its line with the reference, as the booking says it, not "to your original payment"', () => {
    renderWithApp(<TicketView booking={settledByHand} realm="events" />);
    expect(
      within(ticketRow('Ravi Sen')).getByText(
        'Cancelled; ₹300 was paid back to you outside the portal, reference NEFT T77.',
      ),
    ).toBeTruthy();
  });

  it('says it in Hindi', async () => {
    await switchLanguage('hi-IN');
    renderWithApp(<TicketView booking={settledByHand} realm="events" />);
    expect(
      within(screen.getByRole('listitem', { name: 'Ravi Sen' })).getByText(
        'रद्द हुआ; ₹300 आपको पोर्टल के बाहर से लौटा दिए गए, रेफ़रेंस NEFT T77।',
      ),
    ).toBeTruthy();
  });
});

describe('a ticket per person, in Hindi', () => {
  afterEach(() => switchLanguage('en-IN'));

  it('names the type as the organiser wrote it in Hindi, and an unnamed ticket by its place', async () => {
    await switchLanguage('hi-IN');
    renderWithApp(<TicketView booking={booking} realm="events" saved />);
    expect(within(screen.getByRole('listitem', { name: 'Asha Rao' })).getByText(/^वयस्क · /)).toBeTruthy();
    // No Hindi name for Child: the English one.
    expect(within(screen.getByRole('listitem', { name: 'टिकट 2' })).getByText(/^Child · /)).toBeTruthy();
    expect(screen.getByText('इस बुकिंग के सभी लोग')).toBeTruthy();
  });
});
