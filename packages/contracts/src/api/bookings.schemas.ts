import {
  ZBooking,
  ZBookingIdParams,
  ZBookingPaymentResponse,
  ZCheckInCounts,
  ZCheckInCountsQuery,
  ZCheckInRequest,
  ZCompleteBookingPaymentRequest,
  ZConfirmBookingRequest,
  ZCreateBookingRequest,
  ZInitiateBookingPaymentRequest,
  ZListBookingsQuery,
  ZTransferBookingRequest,
  ZTransferOptions,
} from '../bookings.js';
import { ZIdempotencyKeyHeaders } from '../credits.js';
import { paginated } from '../envelope.js';
import { ZCancelRequest, ZPaymentDetails } from '../event-payments.js';
import { ZAttendeesUpdate } from '../ticketing.js';
import type { SchemaTable } from './define.js';

export const bookingsSchemas = {
  create: { headers: ZIdempotencyKeyHeaders, body: ZCreateBookingRequest, response: ZBooking },
  list: { query: ZListBookingsQuery, response: paginated(ZBooking) },
  mine: { query: ZListBookingsQuery, response: paginated(ZBooking) },
  transfer: { body: ZTransferBookingRequest, response: ZBooking },
  initiatePayment: { body: ZInitiateBookingPaymentRequest, response: ZBookingPaymentResponse },
  completePayment: { body: ZCompleteBookingPaymentRequest, response: ZBookingPaymentResponse },
  checkIn: { body: ZCheckInRequest, response: ZBooking },
  checkInCounts: { query: ZCheckInCountsQuery, response: ZCheckInCounts },
  get: { params: ZBookingIdParams, response: ZBooking },
  confirm: { params: ZBookingIdParams, body: ZConfirmBookingRequest, response: ZBooking },
  cancel: { params: ZBookingIdParams, body: ZCancelRequest, response: ZBooking },
  transferOptions: { params: ZBookingIdParams, response: ZTransferOptions },
  payment: { params: ZBookingIdParams, response: ZPaymentDetails },
  attendees: { params: ZBookingIdParams, body: ZAttendeesUpdate, response: ZBooking },
} satisfies SchemaTable;
