/**
 * The demo's ticketing (decision 078): one event sells the way organisers sell, so `npm start` shows ticket types,
 * a hidden type with the code that unlocks it, a promo code and a question. Every other demo event sells its one
 * "Standard" type. Changes when the demo should show more of ticketing.
 */
import type { Executor } from '../platform/db/transaction.js';

/** The demo event that sells several types, by its key in events.ts. */
export const TICKETING_DEMO_EVENT = 'delhi-food';

/** Codes a demo user can try on the Delhi Food Festival. */
export const DEMO_CODES = { discount: 'FOODIE20', crew: 'VENDORCREW' } as const;

export async function seedTicketing(trx: Executor, eventId: string) {
  // The event's Standard type becomes the day pass; the others follow in display order.
  await trx
    .updateTable('ticket_types')
    .set({
      name: 'Day pass',
      name_hi: 'डे पास',
      description: 'Entry to the festival for one session.',
      max_per_booking: 10,
    })
    .where('event_id', '=', eventId)
    .execute();
  const tasting = await trx
    .insertInto('ticket_types')
    .values({
      event_id: eventId,
      name: 'Tasting pass',
      name_hi: 'टेस्टिंग पास',
      description: 'Entry plus ten tasting plates from the chefs’ stalls.',
      price_credits: 60,
      quota_per_show: 50,
      max_per_booking: 4,
      display_order: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const crew = await trx
    .insertInto('ticket_types')
    .values({
      event_id: eventId,
      name: 'Vendor crew',
      name_hi: 'विक्रेता दल',
      description: 'For the stalls’ own people.',
      price_credits: 0,
      max_per_booking: 6,
      hidden: true,
      display_order: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('event_questions')
    .values({
      event_id: eventId,
      label: 'Dietary preference',
      label_hi: 'खान-पान की पसंद',
      kind: 'choice',
      options: JSON.stringify(['Vegetarian', 'Vegan', 'Jain', 'No preference']),
      required: true,
      ticket_type_ids: [tasting.id],
    })
    .execute();
  await trx
    .insertInto('promo_codes')
    .values([
      {
        event_id: eventId,
        code: DEMO_CODES.discount,
        percent_off: 20,
        credits_off: null,
        max_uses: 100,
        valid_from: null,
        ticket_type_ids: null,
        created_by: null,
      },
      {
        event_id: eventId,
        code: DEMO_CODES.crew,
        percent_off: null,
        credits_off: null,
        max_uses: 20,
        valid_from: null,
        ticket_type_ids: null,
        unlocks_ticket_type_ids: [crew.id],
        created_by: null,
      },
    ])
    .execute();
}
