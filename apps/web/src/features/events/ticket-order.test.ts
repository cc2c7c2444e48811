import type { TQuestion, TTicketType } from '@engagex/contracts';
import { describe, expect, it, vi } from 'vitest';
import { sampleSlot, sampleTicketType } from '@/test/events';
import {
  attendeeInputs,
  availableOf,
  checkAttendees,
  emptyDraft,
  maxOfType,
  saleState,
  ticketLines,
  typeName,
} from './ticket-order';

const speech = vi.hoisted(() => ({ current: 'en-IN' }));
vi.mock('@/i18n/language', async (original) => ({
  ...(await original<typeof import('@/i18n/language')>()),
  getSpeech: () => speech.current,
}));

const A = 'a1000000-0000-4000-8000-00000000000a';
const B = 'a1000000-0000-4000-8000-00000000000b';
const Q = 'b1000000-0000-4000-8000-00000000000a';

const type = (overrides: Partial<TTicketType>): TTicketType =>
  sampleTicketType({ id: A, eventId: 'e1000000-0000-4000-8000-000000000001', ...overrides });

describe('the order in the browser', () => {
  it('names a type in Hindi for Hindi readers when its organiser wrote one', () => {
    const vip = type({ name: 'VIP', nameHi: 'वीआईपी' });
    expect(typeName(vip)).toBe('VIP');
    speech.current = 'hi-IN';
    expect(typeName(vip)).toBe('वीआईपी');
    expect(typeName(type({ name: 'Standard' }))).toBe('Standard');
    speech.current = 'en-IN';
  });

  it('reads the sales window', () => {
    const now = Date.parse('2026-12-05T12:00:00Z');
    expect(saleState(type({}), now)).toBe('onSale');
    expect(saleState(type({ salesEndAt: '2026-12-01T00:00:00Z', onSale: false }), now)).toBe('ended');
    expect(saleState(type({ salesStartAt: '2026-12-09T00:00:00Z', onSale: false }), now)).toBe('notYet');
  });

  it("bounds a type by the show's figure, the live seats, its maximum and the booking's 10", () => {
    const slot = sampleSlot({ ticketTypes: [{ ticketTypeId: A, available: 6 }] });
    expect(availableOf(type({}), slot, 4)).toBe(4);
    expect(availableOf(type({}), slot, 50)).toBe(6);
    expect(availableOf(type({ id: B }), slot, 50)).toBe(0);
    expect(availableOf(type({}), sampleSlot(), 7)).toBe(7);
    expect(maxOfType(type({ maxPerBooking: 3 }), {}, 6, 50)).toBe(3);
    expect(maxOfType(type({}), { [B]: 8 }, 6, 50)).toBe(2);
    expect(maxOfType(type({}), { [B]: 2 }, 6, 4)).toBe(2);
  });

  it('checks answers with the server’s rules and sends attendees up to the last one with something on it', () => {
    const questions: TQuestion[] = [
      {
        id: Q,
        eventId: 'e1000000-0000-4000-8000-000000000001',
        label: 'Age',
        labelHi: null,
        kind: 'number',
        options: [],
        required: false,
        ticketTypeIds: [B],
        displayOrder: 0,
      },
    ];
    const types = [type({ id: B, name: 'VIP', displayOrder: 1 }), type({ id: A, displayOrder: 0 })];
    const lines = ticketLines(types, { [A]: 2, [B]: 1 });
    expect(lines.map((line) => line.type.id)).toEqual([A, A, B]);
    const drafts = [
      { ...emptyDraft(), name: 'Asha' },
      emptyDraft(),
      { name: 'Ravi', email: '', answers: { [Q]: 'x' } },
    ];
    expect(checkAttendees(lines, drafts, questions)).toEqual({
      'attendees.1.name': 'Give the attendee a name',
      [`attendees.2.answers.${Q}`]: 'Answer with a number',
    });
    drafts[1] = { ...emptyDraft(), name: 'Meera' };
    drafts[2] = { name: 'Ravi', email: '', answers: { [Q]: '41' } };
    expect(checkAttendees(lines, drafts, questions)).toEqual({});
    expect(attendeeInputs(lines, drafts, questions)).toEqual([
      { name: 'Asha' },
      { name: 'Meera' },
      { name: 'Ravi', answers: { [Q]: 41 } },
    ]);
    // Nothing asked and nothing typed after the first: only the first is sent.
    expect(
      attendeeInputs(ticketLines(types, { [A]: 2 }), [{ ...emptyDraft(), name: 'Asha' }], questions),
    ).toEqual([{ name: 'Asha' }]);
  });
});
