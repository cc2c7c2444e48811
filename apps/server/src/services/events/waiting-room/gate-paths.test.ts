import { describe, expect, it } from 'vitest';
import { serverSources } from '../../../test/one-writer.js';

/**
 * Every path that takes seats meets the waiting room's gate (decision 080), found from the seat writer: each source
 * file that calls one of seats.ts's functions that take seats is named here with how the room's rule reaches it,
 * and the file must still say so. A new caller fails this test until it is added with its gate and a test in
 * gate.test.ts or gate-bypass.test.ts that proves the refusal. Those tests prove the behaviour; this one, that no
 * path is left out of them.
 */
const WRITER = 'services/events/bookings/seats.ts';
const TAKERS = ['takeSeatsStatement', 'addTypeSeatsStatement', 'takeSeats', 'takeTypeSeats', 'moveSeats'];

/** A caller of the seat writer, and the calls in its own file (or the file whose function it serves) that gate it. */
type Caller = { takes: string[]; gatedIn: string; gate: string[]; why: string };
const CALLERS: Record<string, Caller> = {
  'services/events/bookings/hold-together.ts': {
    takes: ['takeSeatsStatement', 'addTypeSeatsStatement'],
    gatedIn: 'services/events/bookings/hold-together.ts',
    gate: ['admittedSql(', 'enabledRoomSql('],
    why: 'POST …/bookings, the grouped statement: only admitted requests take seats, on its own snapshot',
  },
  'services/events/bookings/hold-step-by-step.ts': {
    takes: ['takeSeats', 'takeTypeSeats'],
    gatedIn: 'services/events/bookings/hold-step-by-step.ts',
    gate: ['refuseUnlessAdmitted('],
    why: 'POST …/bookings, step by step (several types, a promo code, anything the statement left)',
  },
  'services/events/bookings/lifecycle.ts': {
    takes: ['moveSeats'],
    gatedIn: 'services/events/bookings/transfer.ts',
    gate: ['refuseUnlessAdmitted('],
    why: 'POST …/bookings/transfer: moveBooking, whose one caller checks the room in its transaction',
  },
  'services/events/waitlist/offers.ts': {
    takes: ['takeSeats', 'takeTypeSeats'],
    gatedIn: 'services/events/bookings/payment.ts',
    gate: ['refuseOfferUnlessAdmitted(trx', 'refuseOfferUnlessAdmitted(db'],
    why: 'the system offers freed seats; accepting (credits, free, a card checkout opening) needs the admission',
  },
};

const sources = serverSources();
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const codeOf = (path: string) => withoutComments(sources.find((file) => file.path === path)?.code ?? '');

/** The named functions `code` calls (not those it defines or only imports). */
const calls = (code: string, names: string[]) =>
  names.filter((name) => new RegExp(`(?<!function\\s+)(?<![\\w.])${name}\\s*\\(`).test(code));

describe('every path that takes seats meets the waiting room', () => {
  it('knows every caller of the seat writer that takes seats, and what each takes', () => {
    const found = Object.fromEntries(
      sources
        .filter((file) => file.path !== WRITER)
        .map((file) => [file.path, calls(withoutComments(file.code), TAKERS)] as const)
        .filter(([, taken]) => taken.length > 0),
    );
    expect(found).toEqual(
      Object.fromEntries(Object.entries(CALLERS).map(([path, caller]) => [path, caller.takes])),
    );
  });

  it('finds the gate where each caller is gated', () => {
    for (const [path, caller] of Object.entries(CALLERS))
      for (const gate of caller.gate)
        expect(codeOf(caller.gatedIn), `${path}: ${caller.why}`).toContain(gate);
  });

  it("has one caller of lifecycle.ts's moveBooking, the transfer that checks the room", () => {
    const movers = sources
      .filter((file) => file.path !== 'services/events/bookings/lifecycle.ts')
      .filter((file) => calls(withoutComments(file.code), ['moveBooking']).length > 0)
      .map((file) => file.path);
    expect(movers).toEqual(['services/events/bookings/transfer.ts']);
  });

  it('tells a call from a definition, an import and a method of the same name', () => {
    expect(calls('await takeSeats(trx, slot, 2)', TAKERS)).toEqual(['takeSeats']);
    expect(calls('export async function takeSeats(trx: Executor)', TAKERS)).toEqual([]);
    expect(calls("import { takeSeats } from './seats.js';", TAKERS)).toEqual([]);
    expect(calls('queue.takeSeats(1)', TAKERS)).toEqual([]);
    expect(calls('taken as (takeSeatsStatement(slot, 1))', TAKERS)).toEqual(['takeSeatsStatement']);
  });
});
