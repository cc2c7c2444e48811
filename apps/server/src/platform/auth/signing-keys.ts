/**
 * Key material kept in the database (`signing_keys`), so every instance signs with the same keys (decision 018).
 * Changes when keys are stored another way.
 */
import type { Database } from '../db/database.js';

/**
 * Returns the key material stored under `name`, creating it on first use. Every API instance sharing
 * the database therefore signs and verifies with the same keys; the first writer wins a start-up race.
 */
export async function loadOrCreateKeyMaterial<T extends Record<string, unknown>>(
  db: Database,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await db
    .selectFrom('signing_keys')
    .select('material')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.material as T;
  await db
    .insertInto('signing_keys')
    .values({ name, material: JSON.stringify(await create()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('signing_keys')
    .select('material')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.material as T;
}
