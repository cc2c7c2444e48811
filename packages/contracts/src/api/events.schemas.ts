import { z } from 'zod';
import { paginated } from '../envelope.js';
import { ZCancelEventRequest, ZEventCancellation } from '../event-cancellation.js';
import {
  ZByTypeQuery,
  ZEvent,
  ZEventDetail,
  ZEventDetailQuery,
  ZEventIdParams,
  ZEventInput,
  ZEventSlot,
  ZEventStats,
  ZEventUpdate,
  ZListEventsQuery,
  ZParentEvent,
  ZParentEventQuery,
  ZShareEventRequest,
  ZShareEventResponse,
  ZSlotInput,
  ZSlotParams,
  ZSlotUpdate,
} from '../events.js';
import {
  ZAdjacentDistrictsQuery,
  ZDistrict,
  ZDistrictEventCount,
  ZDistrictParams,
  ZStateParams,
  ZVenue,
  ZVenueAvailability,
  ZVenueAvailabilityQuery,
  ZVenueIdParams,
  ZVenueInput,
  ZVenueUpdate,
} from '../venues.js';
import type { SchemaTable } from './define.js';

export const eventsSchemas = {
  list: { query: ZListEventsQuery, response: paginated(ZEvent) },
  types: { response: z.array(z.string()) },
  adjacentDistricts: { query: ZAdjacentDistrictsQuery, response: z.array(ZDistrict) },
  byType: { query: ZByTypeQuery, response: z.array(ZEvent) },
  parentRounds: { params: ZEventIdParams, response: z.array(ZEvent) },
  parent: { params: ZEventIdParams, query: ZParentEventQuery, response: ZParentEvent },
  get: { params: ZEventIdParams, query: ZEventDetailQuery, response: ZEventDetail },
  slots: { params: ZEventIdParams, response: z.array(ZEventSlot) },
  stats: { params: ZEventIdParams, response: ZEventStats },
  share: { params: ZEventIdParams, body: ZShareEventRequest, response: ZShareEventResponse },

  districts: { response: z.array(ZDistrict) },
  districtEvents: { response: z.array(ZDistrictEventCount) },
  districtsByState: { params: ZStateParams, response: z.array(ZDistrict) },
  district: { params: ZDistrictParams, response: ZDistrict },

  venues: { response: z.array(ZVenue) },
  venuesByDistrict: { params: ZDistrictParams, response: z.array(ZVenue) },
  venue: { params: ZVenueIdParams, response: ZVenue },
  venueAvailability: { params: ZVenueIdParams, query: ZVenueAvailabilityQuery, response: ZVenueAvailability },

  create: { body: ZEventInput, response: ZEventDetail },
  update: { params: ZEventIdParams, body: ZEventUpdate, response: ZEventDetail },
  cancellation: { params: ZEventIdParams, response: ZEventCancellation },
  cancel: { params: ZEventIdParams, body: ZCancelEventRequest, response: ZEventDetail },
  addSlot: { params: ZEventIdParams, body: ZSlotInput, response: ZEventSlot },
  updateSlot: { params: ZSlotParams, body: ZSlotUpdate, response: ZEventSlot },
  createVenue: { body: ZVenueInput, response: ZVenue },
  updateVenue: { params: ZVenueIdParams, body: ZVenueUpdate, response: ZVenue },
} satisfies SchemaTable;
