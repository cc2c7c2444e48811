/**
 * An organiser's sales at a glance (decision 078): tickets sold per day by type, money taken net of refunds, people
 * admitted over time, the same figures as the exports. Changes when the sales page shows another figure.
 */
import { CREDIT_PRICE_INR, type TEventSales, type TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { lapsedHoldSql } from '../bookings/hold-terms.js';
import { type EventViewer, eventRunBy } from '../organisers.js';

const QUARTER_HOUR_SECONDS = 15 * 60;

type FigureRow = {
  kind: 'type' | 'day' | 'money' | 'admitted';
  type_id: string | null;
  at: string | null;
  a: string;
  b: string;
  c: string;
  credits: string;
};

/**
 * The event's sales, for its organiser or an admin (anyone else: 404, decision 046). Every figure comes from one
 * statement, so they agree with each other while bookings pour in; the rules are the tickets export's
 * (exports/tickets.ts): a ticket's share is money taken once its booking is paid (confirmed, its payment completed,
 * refunded later or not), and money given back on the day the ticket or its booking was cancelled; its "Net
 * credits" column sums to `totals.netCredits`. Rupees are credits at the credit price (₹10), as the exports'
 * "Amount (₹)" column reads a payment in credits. A ticket is admitted when it was checked in itself, or while
 * live when its booking's code admitted everyone on it. Days are the event's (decision 055); quarter hours fall
 * alike in UTC and in every zone offset by whole quarter hours.
 */
export async function eventSales(
  db: Database,
  realm: TRealm,
  eventId: string,
  viewer: EventViewer,
  now = new Date(),
): Promise<TEventSales> {
  const event = await eventRunBy(db, realm, eventId, viewer);
  const zone = event.time_zone;
  const quarter = sql.raw(String(QUARTER_HOUR_SECONDS));
  const day = (column: string) => sql`to_char(${sql.ref(column)} at time zone ${zone}, 'YYYY-MM-DD')`;
  const [types, figures] = await Promise.all([
    db
      .selectFrom('ticket_types')
      .select(['id', 'name'])
      .where('event_id', '=', event.id)
      .orderBy('display_order')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    sql<FigureRow>`
      with t as (
        select k.ticket_type_id as type_id, k.price_credits as price,
          (k.status <> 'cancelled' and (b.status = 'confirmed'
            or (b.status = 'held' and not ${lapsedHoldSql(now, 'b')}))) as sold,
          (k.status = 'cancelled' and b.confirmed_at is not null) as cancelled,
          (k.status <> 'cancelled' and b.status = 'confirmed' and b.confirmed_at is not null) as standing,
          coalesce(k.checked_in_at, case when k.status <> 'cancelled' then b.checked_in_at end) as admitted_at,
          (b.confirmed_at is not null and b.payment_status in ('COMPLETED', 'REFUNDED')) as paid,
          (k.status = 'cancelled' or b.status = 'cancelled') as given_back,
          b.confirmed_at, coalesce(k.cancelled_at, b.cancelled_at, b.confirmed_at) as back_at
        from tickets k join bookings b on b.id = k.booking_id
        where b.event_id = ${event.id} and b.realm = ${realm}
      )
      select 'type' as kind, type_id::text as type_id, null::text as at,
        (count(*) filter (where sold))::text as a, (count(*) filter (where cancelled))::text as b,
        (count(*) filter (where admitted_at is not null))::text as c,
        coalesce(sum(price) filter (where paid and not given_back), 0)::text as credits
      from t group by type_id
      union all
      select 'day', type_id::text, ${day('confirmed_at')}, count(*)::text, '0', '0', '0'
      from t where standing group by type_id, 3
      union all
      select 'money', null, m.at, '0', '0', '0', sum(m.credits)::text from (
        select ${day('confirmed_at')} as at, price as credits from t where paid
        union all
        select ${day('back_at')}, -price from t where paid and given_back
      ) m group by 3
      union all
      select 'admitted', null,
        (floor(extract(epoch from admitted_at) / ${quarter}) * ${quarter})::bigint::text,
        count(*)::text, '0', '0', '0'
      from t where admitted_at is not null
      group by 3`
      .execute(db)
      .then((result) => result.rows),
  ]);
  const byType = new Map(figures.filter((row) => row.kind === 'type').map((row) => [row.type_id, row]));
  const perType = types.map((type) => {
    const row = byType.get(type.id);
    return {
      ticketTypeId: type.id,
      name: type.name,
      sold: toInt(row?.a ?? 0),
      cancelled: toInt(row?.b ?? 0),
      admitted: toInt(row?.c ?? 0),
      netCredits: toInt(row?.credits ?? 0),
    };
  });
  const sorted = (kind: FigureRow['kind']) =>
    figures
      .filter((row) => row.kind === kind)
      .sort((x, y) =>
        kind === 'admitted'
          ? Number(x.at) - Number(y.at)
          : `${x.at}${x.type_id}`.localeCompare(`${y.at}${y.type_id}`),
      );
  const netCredits = perType.reduce((sum, type) => sum + type.netCredits, 0);
  return {
    eventId: event.id,
    timeZone: zone,
    types: perType,
    perDay: sorted('day').map((row) => ({
      date: row.at ?? '',
      ticketTypeId: row.type_id ?? '',
      tickets: toInt(row.a),
    })),
    money: sorted('money').map((row) => ({
      date: row.at ?? '',
      credits: toInt(row.credits),
      inr: toInt(row.credits) * CREDIT_PRICE_INR,
    })),
    admissions: sorted('admitted').map((row) => ({
      at: new Date(Number(row.at) * 1000).toISOString(),
      people: toInt(row.a),
    })),
    totals: {
      tickets: perType.reduce((sum, type) => sum + type.sold, 0),
      netCredits,
      netInr: netCredits * CREDIT_PRICE_INR,
      admitted: perType.reduce((sum, type) => sum + type.admitted, 0),
    },
  };
}
