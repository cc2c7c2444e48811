import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { TicketTypesPanel } from './TicketTypesPanel';
import { BASE, bodyOf, EVENT, STANDARD, TYPES, ticketType, VIP } from './test-utils';

/** Decision 078: an organiser lists, adds, edits and deletes an event's ticket types. */
function render({ sales = true } = {}) {
  const sent: Array<{ call: string; body?: unknown }> = [];
  const types = [...TYPES];
  stubApi({
    [`GET ${BASE}/ticket-types`]: () => ok(types),
    [`GET ${BASE}/sales`]: () =>
      sales
        ? ok({
            eventId: EVENT.id,
            timeZone: EVENT.timeZone,
            types: [{ ticketTypeId: VIP, name: 'VIP', sold: 7, cancelled: 1, admitted: 0, netCredits: 840 }],
            perDay: [],
            money: [],
            admissions: [],
            totals: { tickets: 7, netCredits: 840, netInr: 8400, admitted: 0 },
          })
        : fail(404, 'NOT_FOUND', 'Not found'),
    [`POST ${BASE}/ticket-types`]: ({ init }) => {
      sent.push({ call: 'create', body: bodyOf(init) });
      const created = ticketType({
        id: '0a000000-0000-4000-8000-000000000009',
        name: 'Student',
        displayOrder: 30,
      });
      types.push(created);
      return ok(created, 201);
    },
    [`PATCH ${BASE}/ticket-types/${VIP}`]: ({ init }) => {
      sent.push({ call: 'update', body: bodyOf(init) });
      return ok({ ...TYPES[1], priceCredits: 150 });
    },
    [`DELETE ${BASE}/ticket-types/${STANDARD}`]: () => {
      sent.push({ call: 'delete' });
      return fail(409, 'CONFLICT', 'Standard has tickets: hide it instead of deleting it');
    },
  });
  renderWithApp(<TicketTypesPanel realm="events" event={EVENT} />);
  return { sent, user: userEvent.setup() };
}

const facts = async (name: string) => screen.findByLabelText(`About ${name}`);
const fact = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term).nextElementSibling?.textContent;

describe('TicketTypesPanel', () => {
  it('lists each type with its price, quota, limit per booking, window and sales, hidden ones marked', async () => {
    render();
    const vip = await facts('VIP');
    expect(fact(vip, 'Price')).toBe('120 credits · ₹1,200');
    expect(fact(vip, 'Per show')).toBe('20');
    expect(fact(vip, 'Per booking')).toBe('4');
    expect(fact(vip, 'On sale')).toBe('Until the show starts');
    await waitFor(() => expect(fact(vip, 'Sold')).toBe('7'));
    expect(fact(await facts('Standard'), 'Per show')).toBe("Up to the show's seats");
    expect(fact(await facts('Crew'), 'Price')).toBe('Free');
    expect(fact(await facts('Crew'), 'Sold')).toBe('0');
    const crew = screen.getByRole('heading', { name: 'Crew' }).parentElement as HTMLElement;
    expect(within(crew).getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('वीआईपी')).toBeTruthy();
  });

  it('still lists the types when the sales figures do not answer', async () => {
    render({ sales: false });
    const vip = await facts('VIP');
    expect(within(vip).queryByText('Sold')).toBeNull();
  });

  it('says what a new type is missing and sends nothing', async () => {
    const { sent, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add ticket type' }));
    const form = await screen.findByRole('form', { name: 'New ticket type' });
    await user.click(within(form).getByRole('button', { name: 'Add ticket type' }));
    expect(await within(form).findByText('Write a name of up to 80 characters.')).toBeTruthy();
    expect(within(form).getByText(/whole number of credits from 0/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('adds a type, sending what was typed and leaving empty optional fields out', async () => {
    const { sent, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add ticket type' }));
    const form = await screen.findByRole('form', { name: 'New ticket type' });
    await user.type(within(form).getByLabelText('Name'), 'Student');
    await user.type(within(form).getByLabelText('Ticket price (credits)'), '25');
    await user.type(within(form).getByLabelText(/Tickets per show/), '30');
    await user.click(within(form).getByRole('checkbox', { name: 'Hidden' }));
    await user.click(within(form).getByRole('button', { name: 'Add ticket type' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          call: 'create',
          body: {
            name: 'Student',
            priceCredits: 25,
            maxPerBooking: 10,
            hidden: true,
            displayOrder: 30,
            quotaPerShow: 30,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a type, sending only what changed, and clears a quota as null', async () => {
    const { sent, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit VIP' }));
    const form = await screen.findByRole('form', { name: 'Edit ticket type' });
    const price = within(form).getByLabelText('Ticket price (credits)');
    await user.clear(price);
    await user.type(price, '150');
    await user.clear(within(form).getByLabelText(/Tickets per show/));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sent).toEqual([{ call: 'update', body: { priceCredits: 150, quotaPerShow: null } }]),
    );
  });

  it('asks before deleting, and shows the server’s refusal once tickets exist', async () => {
    const { sent, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Standard' }));
    // Keeping it sends nothing.
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Standard' }));
    expect(screen.getByText('Delete Standard?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Standard has tickets: hide it instead of deleting it',
    );
    expect(sent).toEqual([{ call: 'delete' }]);
  });
});
