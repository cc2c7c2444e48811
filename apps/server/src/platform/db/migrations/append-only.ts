/**
 * The statements that make `table` a record nothing can rewrite: a trigger refuses UPDATE, DELETE and TRUNCATE
 * with `message`, so no route, and no bug in one, can edit or erase a row (payout reveals, the admin audit log).
 * Changes when an append-only table needs another guard.
 */
export function appendOnlyStatements(table: string, message: string): string[] {
  return [
    `create function ${table}_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception '${message}' using errcode = 'P0001';
      end $$`,
    `create trigger ${table}_immutable before update or delete on ${table}
      for each row execute function ${table}_refuse_change()`,
    `create trigger ${table}_no_truncate before truncate on ${table}
      for each statement execute function ${table}_refuse_change()`,
  ];
}
