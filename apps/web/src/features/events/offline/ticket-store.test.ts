import { describe, expect, it } from 'vitest';
import { forgetSavedTickets, SAVED_TICKETS_PREFIX } from '@/lib/saved-tickets';
import { readSavedTickets, savedTicketsOwner, saveTickets } from './ticket-store';
import { walletBooking } from './wallet-fixtures';

const ALICE = '0b7f2c55-3f4e-4a52-9d0f-0d8f1c1d2e3f';
const BOB = '9a1e5c77-1d2b-4c3d-8e4f-5a6b7c8d9e0f';
const NOW = Date.parse('2026-11-26T08:00:00.000Z');

describe('the tickets kept on the device', () => {
  it('reads back what was saved, soonest show first, across both realms, as of the older save', () => {
    const later = walletBooking({ title: 'Night Market', startsAt: '2026-12-05T14:00:00.000Z' });
    const sooner = walletBooking({ title: 'Rangoli Contest', startsAt: '2026-12-01T04:00:00.000Z' });
    saveTickets(ALICE, 'events', [later], NOW);
    saveTickets(ALICE, 'cultural-events', [sooner], NOW + 60_000);

    const saved = readSavedTickets(ALICE, NOW + 120_000);
    expect(saved?.tickets.map(({ realm, booking }) => [realm, booking.event.title])).toEqual([
      ['cultural-events', 'Rangoli Contest'],
      ['events', 'Night Market'],
    ]);
    expect(saved?.tickets[0]?.booking.qrPayload).toBe(sooner.qrPayload);
    expect(saved?.savedAt).toBe(new Date(NOW).toISOString());
  });

  it('keeps only tickets that can still be shown at a door: confirmed, with a QR code, show not over', () => {
    const kept = walletBooking({ title: 'Kept' });
    const held = walletBooking({ title: 'Held', status: 'held' });
    const cancelled = walletBooking({ title: 'Cancelled', status: 'cancelled' });
    const over = walletBooking({ title: 'Over', startsAt: '2026-11-25T10:00:00.000Z' });
    saveTickets(ALICE, 'events', [kept, held, cancelled, over], NOW);
    expect(readSavedTickets(ALICE, NOW)?.tickets.map(({ booking }) => booking.event.title)).toEqual(['Kept']);

    // A show that ends after the save drops out when read.
    const endsAt = Date.parse(kept.slot.endsAt);
    expect(readSavedTickets(ALICE, endsAt + 1)?.tickets).toEqual([]);
  });

  it("replaces a realm's tickets with the server's latest list, so a cancelled ticket disappears", () => {
    const first = walletBooking({ title: 'First' });
    const second = walletBooking({ title: 'Second' });
    saveTickets(ALICE, 'events', [first, second], NOW);
    saveTickets(ALICE, 'events', [second], NOW + 1_000);
    expect(readSavedTickets(ALICE, NOW)?.tickets.map(({ booking }) => booking.id)).toEqual([second.id]);
  });

  it("shows one user's tickets to that user only", () => {
    saveTickets(ALICE, 'events', [walletBooking({ title: "Alice's" })], NOW);
    expect(readSavedTickets(BOB, NOW)).toBeNull();
    expect(readSavedTickets(null, NOW)).toBeNull();
  });

  it('treats an unreadable entry as nothing saved', () => {
    window.localStorage.setItem(`${SAVED_TICKETS_PREFIX}${ALICE}`, '{not json');
    expect(readSavedTickets(ALICE, NOW)).toBeNull();
    window.localStorage.setItem(`${SAVED_TICKETS_PREFIX}${ALICE}`, JSON.stringify({ realms: { events: 7 } }));
    expect(readSavedTickets(ALICE, NOW)).toBeNull();
  });

  it("forgets every user's tickets, and nothing else, at sign-out", () => {
    saveTickets(ALICE, 'events', [walletBooking({ title: 'A' })], NOW);
    saveTickets(BOB, 'cultural-events', [walletBooking({ title: 'B' })], NOW);
    window.localStorage.setItem('theme', 'dark');

    forgetSavedTickets();
    expect(readSavedTickets(ALICE, NOW)).toBeNull();
    expect(readSavedTickets(BOB, NOW)).toBeNull();
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});

describe('whose tickets the device shows', () => {
  const token = (payload: object) =>
    `header.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

  it("is the stored session token's subject, read without the server", () => {
    expect(savedTicketsOwner(token({ sub: ALICE, exp: 1 }))).toBe(ALICE);
  });

  it('is nobody without a readable token', () => {
    expect(savedTicketsOwner(null)).toBeNull();
    expect(savedTicketsOwner('not-a-token')).toBeNull();
    expect(savedTicketsOwner(token({ exp: 1 }))).toBeNull();
  });
});
