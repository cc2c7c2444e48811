import { z } from 'zod';

/**
 * A hot on-sale's virtual waiting room (docs/product.md "Waiting rooms", decision 080). An organiser puts an event
 * behind it; people who join before `opensAt` are ordered by a draw anyone can check, later ones queue behind them
 * in arrival order, and at most `admitPerMinute` people a minute are admitted to take seats, each for
 * `admissionMinutes`. Changes when the room's settings or what a waiting person is told do.
 */

/** Bounds of a room's settings: a rate a single show can serve, an admission long enough to pick and pay. */
export const WAITING_ROOM_LIMITS = {
  admitPerMinute: { min: 1, max: 10_000 },
  admissionMinutes: { min: 1, max: 60 },
} as const;

export const ZWaitingRoomParams = z.object({ id: z.uuid('Not an event id') });
export type TWaitingRoomParams = z.infer<typeof ZWaitingRoomParams>;

/** What an organiser sets (PUT): the room is switched on or off, and when and how fast it admits. */
export const ZWaitingRoomSettings = z
  .object({
    enabled: z.boolean(),
    opensAt: z.iso.datetime({ offset: true, message: 'Not a date and time' }),
    admitPerMinute: z
      .number()
      .int('A whole number of people a minute')
      .min(WAITING_ROOM_LIMITS.admitPerMinute.min, 'Admit at least one person a minute')
      .max(WAITING_ROOM_LIMITS.admitPerMinute.max, 'At most 10000 people a minute'),
    admissionMinutes: z
      .number()
      .int('A whole number of minutes')
      .min(WAITING_ROOM_LIMITS.admissionMinutes.min, 'An admission lasts at least one minute')
      .max(WAITING_ROOM_LIMITS.admissionMinutes.max, 'An admission lasts at most 60 minutes'),
  })
  .strict();
export type TWaitingRoomSettings = z.infer<typeof ZWaitingRoomSettings>;

/** The room as anybody may see it (GET, public): its settings, how many wait and were admitted, and the draw. */
export const ZWaitingRoom = z
  .object({
    eventId: z.uuid(),
    enabled: z.boolean(),
    opensAt: z.iso.datetime(),
    admitPerMinute: z.number().int(),
    admissionMinutes: z.number().int(),
    /** People in line not yet admitted. */
    waiting: z.number().int().min(0),
    /** People admitted so far (whether or not their admission is still running). */
    admitted: z.number().int().min(0),
    /** Hex SHA-256 of the seed's UTF-8 bytes, published when the room is set up. */
    seedHash: z.string().regex(/^[0-9a-f]{64}$/),
    /** The seed, revealed at the opening (null before): rank each entry by HMAC-SHA256(seed, entry id). */
    seed: z.string().nullable(),
    /** When the draw ordered everyone who joined before the opening; null until then. */
    drawnAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WaitingRoom' });
export type TWaitingRoom = z.infer<typeof ZWaitingRoom>;

/**
 * A person's place: `waiting` (position null until the draw, 1 is admitted next), `admitted` (may take seats until
 * `admissionExpiresAt`), or `expired` (the admission ran out; joining again queues at the back).
 */
export const WAITING_ROOM_STATUSES = ['waiting', 'admitted', 'expired'] as const;
export const ZWaitingRoomStatus = z.enum(WAITING_ROOM_STATUSES);
export type TWaitingRoomStatus = z.infer<typeof ZWaitingRoomStatus>;

export const ZWaitingRoomEntry = z
  .object({
    /** The entry's id: its draw rank is HMAC-SHA256(seed, id). */
    id: z.uuid(),
    eventId: z.uuid(),
    status: ZWaitingRoomStatus,
    /** Places ahead of this one plus one while waiting after the draw; null before the draw and once admitted. */
    position: z.number().int().min(1).nullable(),
    /** An estimate from the rate and the place, to the minute; null before the draw and once admitted. */
    expectedAdmissionAt: z.iso.datetime().nullable(),
    /** Set once admitted: seats can be taken until then (a hold made before keeps its own timer). */
    admissionExpiresAt: z.iso.datetime().nullable(),
    opensAt: z.iso.datetime(),
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: 'WaitingRoomEntry' });
export type TWaitingRoomEntry = z.infer<typeof ZWaitingRoomEntry>;
