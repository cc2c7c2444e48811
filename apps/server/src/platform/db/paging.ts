/**
 * One page of a query and its total, in the wire's page envelope (decision 005). Changes when paging does.
 */
import type { TPaginated } from '@engagex/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';

export type Paging = { page: number; limit: number };

/**
 * One page of an ordered query and the count of all its rows, read side by side. The count drops the
 * query's selection and order, so it counts exactly the rows the pages walk through.
 */
export async function readPage<DB, TB extends keyof DB, Row>(
  ordered: SelectQueryBuilder<DB, TB, Row>,
  paging: Paging,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordered
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
    ordered
      .clearSelect()
      .clearOrderBy()
      .select(sql<string>`count(*)`.as('total'))
      .$castTo<{ total: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], total: Number(count.total) };
}

/** The wire's page envelope (envelope.ts) around items already shaped for it. */
export const paginated = <T>(items: T[], total: number, paging: Paging): TPaginated<T> => ({
  items,
  page: paging.page,
  limit: paging.limit,
  total,
  totalPages: Math.ceil(total / paging.limit),
});
