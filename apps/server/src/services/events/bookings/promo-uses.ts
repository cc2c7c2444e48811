/**
 * The one writer of `promo_codes.uses` (decision 078): a booking held or confirmed with a code is one use, taken when
 * it is held and given back when it lapses, is released or is cancelled whole. The conditional update and the
 * table's CHECK keep uses within `max_uses` under any burst. Changes when what counts as a use does.
 */
import { sql } from 'kysely';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';

/** Takes one use of an active code with uses left, or refuses: the code's row is locked only until commit. */
export async function takePromoUse(trx: Executor, promoCodeId: string) {
  const { rows } = await sql`update promo_codes set uses = uses + 1
    where id = ${promoCodeId} and active and (max_uses is null or uses < max_uses) returning 1`.execute(trx);
  if (rows.length === 0) throw new AppError('BUSINESS_RULE', 'This promo code has been used up');
}

/** Gives back the uses of bookings leaving held-or-confirmed for good (each booking counted once by its caller). */
export async function givePromoUsesBack(trx: Executor, bookings: { promo_code_id: string | null }[]) {
  const counts = new Map<string, number>();
  for (const { promo_code_id: id } of bookings) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, count] of [...counts].sort(([a], [b]) => a.localeCompare(b)))
    await sql`update promo_codes set uses = uses - ${count} where id = ${id}`.execute(trx);
}
