import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { PromoCodesPanel } from './PromoCodesPanel';
import { BASE, bodyOf, CREW, EVENT, promoCode, TYPES } from './test-utils';

/** Decision 078: an organiser lists an event's promo codes, creates one, switches one off and on, copies one. */
const EARLY = promoCode();
const FRIENDS = promoCode({
  id: '0c000000-0000-4000-8000-000000000002',
  code: 'FRIENDS',
  percentOff: null,
  creditsOff: 15,
  maxUses: null,
  uses: 12,
  validUntil: '2099-01-01T18:29:00.000Z',
  ticketTypeIds: null,
  unlocksTicketTypeIds: [],
  active: false,
});

function render() {
  const sent: Array<{ call: string; body?: unknown }> = [];
  stubApi({
    [`GET ${BASE}/ticket-types`]: () => ok(TYPES),
    [`GET ${BASE}/promo-codes`]: () => ok([EARLY, FRIENDS]),
    [`POST ${BASE}/promo-codes`]: ({ init }) => {
      sent.push({ call: 'create', body: bodyOf(init) });
      return ok(promoCode({ id: '0c000000-0000-4000-8000-000000000009', code: 'CREWONLY' }), 201);
    },
    [`PATCH ${BASE}/promo-codes/${EARLY.id}`]: ({ init }) => {
      sent.push({ call: 'update', body: bodyOf(init) });
      return ok({ ...EARLY, active: false });
    },
  });
  renderWithApp(<PromoCodesPanel realm="events" event={EVENT} />);
  return { sent, user: userEvent.setup() };
}

async function openNew(user: ReturnType<typeof userEvent.setup>) {
  const add = await screen.findByRole('button', { name: 'New promo code' });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  await user.click(add);
  return screen.findByRole('form', { name: 'New promo code' });
}

const fact = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term).nextElementSibling?.textContent;

describe('PromoCodesPanel', () => {
  it('lists each code with its uses, discount, validity, the types it covers and unlocks, and whether it is on', async () => {
    render();
    const early = await screen.findByLabelText('About code EARLY20');
    expect(fact(early, 'Discount')).toBe('20% off');
    expect(fact(early, 'Uses')).toBe('3 of 100 used');
    expect(fact(early, 'Valid')).toBe('Always');
    await waitFor(() => expect(fact(early, 'Discounts')).toBe('VIP'));
    expect(fact(early, 'Unlocks')).toBe('Crew');
    const friends = screen.getByLabelText('About code FRIENDS');
    expect(fact(friends, 'Discount')).toBe('15 credits off each ticket');
    expect(fact(friends, 'Uses')).toBe('12 used');
    expect(fact(friends, 'Valid')).toMatch(/^Until /);
    expect(fact(friends, 'Discounts')).toBe('Every ticket type');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Switched off')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch on code FRIENDS' })).toBeTruthy();
  });

  it('switches a code off with PATCH active', async () => {
    const { sent, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Switch off code EARLY20' }));
    await waitFor(() => expect(sent).toEqual([{ call: 'update', body: { active: false } }]));
  });

  it('copies a code', async () => {
    const { user } = render();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy code EARLY20' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('EARLY20'));
  });

  it('refuses a bad code, and a code that neither discounts nor unlocks', async () => {
    const { sent, user } = render();
    const form = await openNew(user);
    await user.type(within(form).getByLabelText('Code'), 'x');
    await user.click(within(form).getByRole('radio', { name: 'None: it only unlocks' }));
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Use 3 to 32 letters, digits, - or _.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Code'), 'yz');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(
      await within(form).findByText('A code without a discount must unlock a hidden type.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('creates a code that only unlocks a hidden type', async () => {
    const { sent, user } = render();
    const form = await openNew(user);
    await user.type(within(form).getByLabelText('Code'), 'crew');
    await user.click(within(form).getByRole('radio', { name: 'None: it only unlocks' }));
    // Only hidden types are offered to unlock.
    expect(within(form).queryByRole('checkbox', { name: 'VIP' })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Crew' }));
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() =>
      expect(sent).toEqual([{ call: 'create', body: { code: 'crew', unlocksTicketTypeIds: [CREW] } }]),
    );
  });

  it('creates a percentage code with a limit', async () => {
    const { sent, user } = render();
    const form = await openNew(user);
    await user.type(within(form).getByLabelText('Code'), 'DIWALI');
    await user.type(within(form).getByLabelText('Percent off'), '150');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Enter a whole percentage from 1 to 100.')).toBeTruthy();
    const percent = within(form).getByLabelText('Percent off');
    await user.clear(percent);
    await user.type(percent, '15');
    await user.type(within(form).getByLabelText(/Most uses/), '50');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() =>
      expect(sent).toEqual([{ call: 'create', body: { code: 'DIWALI', percentOff: 15, maxUses: 50 } }]),
    );
  });
});
