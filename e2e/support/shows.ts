/**
 * What journeys set up through the API before they open a page (decision 064): a published show of their own, and
 * a payment by card at the sandbox checkout, as the browser makes it. Changes when publishing an event or the
 * sandbox's checkout changes.
 */

import { bookingsApi } from '@engagex/contracts/api/bookings';
import type { BodyOf } from '@engagex/contracts/api/define';
import { eventsApi } from '@engagex/contracts/api/events';
import { call } from './api.js';
import { baseUrl } from './browser.js';

type EventBody = BodyOf<typeof eventsApi.create>;

/**
 * A published event with one show, made by `token` (an admin or an organiser) for one journey alone. The show
 * runs from `startsAt` to `endsAt`; the event's own dates are the show's unless given in `event`.
 */
export async function publishedShow(
  token: string,
  show: { title: string; startsAt: Date | string; endsAt: Date | string; capacity: number },
  event: Partial<EventBody> = {},
) {
  const startsAt = new Date(show.startsAt).toISOString();
  const endsAt = new Date(show.endsAt).toISOString();
  const created = await call(token, eventsApi.create, {
    body: {
      title: show.title,
      description: 'An event made by the e2e suite for one journey.',
      eventType: 'music',
      districtId: 'pune',
      startsAt,
      endsAt,
      priceCredits: 0,
      status: 'published',
      ...event,
    },
  });
  const slot = await call(token, eventsApi.addSlot, {
    params: { id: created.event.id },
    body: { startsAt, endsAt, capacity: show.capacity },
  });
  return { eventId: created.event.id, slotId: slot.id, title: show.title };
}

/**
 * Pays a sandbox checkout as its Pay button does and answers the signed proof the gateway's redirect carries back
 * (purchaseId, paymentId, signature), without the return page's own fields.
 */
export async function payAtSandbox(paymentUrl: string) {
  const pay = await fetch(`${baseUrl()}${new URL(paymentUrl).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  const back = new URL(pay.headers.get('location') ?? '', baseUrl());
  const { purchaseId, paymentId, signature } = Object.fromEntries(back.searchParams);
  if (!purchaseId || !paymentId || !signature) throw new Error(`The sandbox did not pay: ${back}`);
  return { purchaseId, paymentId, signature };
}

/** Seats of a show held and paid by card through the sandbox checkout, as the browser does it. */
export async function bookedByCard(token: string, show: { eventId: string; slotId: string }, seats = 2) {
  const hold = await call(token, bookingsApi.create, {
    body: { eventId: show.eventId, slotId: show.slotId, seats },
  });
  const started = await call(token, bookingsApi.initiatePayment, {
    body: { bookingId: hold.id, method: 'gateway' },
  });
  const paymentUrl = 'payment' in started ? started.payment?.paymentUrl : undefined;
  if (!paymentUrl) throw new Error('The booking was not sent to the card checkout');
  const proof = await payAtSandbox(paymentUrl);
  await call(token, bookingsApi.completePayment, { body: { bookingId: hold.id, ...proof } });
  return hold.id;
}
