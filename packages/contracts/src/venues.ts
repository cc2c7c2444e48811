import { z } from 'zod';
import { ZDateOrDateTime } from './event-formats.js';

export const ZDistrict = z
  .object({
    id: z.string(),
    name: z.string(),
    /**
     * The name in Hindi, Devanagari; so is `stateHi`. The server always sends both: optional only so that objects
     * typed before them still type-check (decision 074).
     */
    nameHi: z.string().optional(),
    state: z.string(),
    stateHi: z.string().optional(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'District' });
export type TDistrict = z.infer<typeof ZDistrict>;
export const ZDistrictParams = z.object({ id: z.string().regex(/^[a-z0-9-]{2,64}$/, 'Not a district id') });
export type TDistrictParams = z.infer<typeof ZDistrictParams>;
export const ZStateParams = z.object({ state: z.string().min(2).max(64) });
export type TStateParams = z.infer<typeof ZStateParams>;
export const ZAdjacentDistrictsQuery = z.object({ districtId: z.string().regex(/^[a-z0-9-]{2,64}$/) });
export type TAdjacentDistrictsQuery = z.infer<typeof ZAdjacentDistrictsQuery>;

export const ZVenue = z
  .object({
    id: z.uuid(),
    name: z.string(),
    districtId: z.string(),
    districtName: z.string(),
    /** Devanagari (decision 074), like `stateHi`. */
    districtNameHi: z.string().optional(),
    state: z.string(),
    stateHi: z.string().optional(),
    address: z.string(),
    capacity: z.number().int(),
    amenities: z.array(z.string()),
  })
  .meta({ id: 'Venue' });
export type TVenue = z.infer<typeof ZVenue>;

export const ZVenueInput = z.object({
  name: z.string().trim().min(3).max(120),
  districtId: z.string().regex(/^[a-z0-9-]{2,64}$/),
  address: z.string().trim().min(5).max(300),
  capacity: z.number().int().min(1).max(200_000),
  amenities: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});
export type TVenueInput = z.infer<typeof ZVenueInput>;
export const ZVenueUpdate = ZVenueInput.partial().refine(
  (value) => Object.keys(value).length > 0,
  'Nothing to update',
);
export type TVenueUpdate = z.infer<typeof ZVenueUpdate>;
export const ZVenueIdParams = z.object({ id: z.uuid() });
export type TVenueIdParams = z.infer<typeof ZVenueIdParams>;

export const ZVenueAvailabilityQuery = z
  .object({ startDate: ZDateOrDateTime, endDate: ZDateOrDateTime })
  .refine((value) => new Date(value.endDate) >= new Date(value.startDate), {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });
export type TVenueAvailabilityQuery = z.infer<typeof ZVenueAvailabilityQuery>;
export const ZVenueAvailability = z.object({
  venueId: z.uuid(),
  startDate: z.string(),
  endDate: z.string(),
  available: z.boolean(),
  bookings: z.array(
    z.object({
      eventId: z.uuid(),
      title: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      timeZone: z.string(),
    }),
  ),
});
export type TVenueAvailability = z.infer<typeof ZVenueAvailability>;

/** GET /districts/with-events (decision 053): how many events still to come each district holds, none listed at 0. */
export const ZDistrictEventCount = z
  .object({ districtId: z.string(), events: z.number().int().min(1) })
  .meta({ id: 'DistrictEventCount' });
export type TDistrictEventCount = z.infer<typeof ZDistrictEventCount>;
