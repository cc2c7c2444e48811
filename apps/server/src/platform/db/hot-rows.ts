/**
 * At most `perRow` statements in flight per hot row from this process; the rest wait here, in order.
 *
 * When many transactions want one row (the last seats of a popular slot), PostgreSQL queues them on the row's
 * lock, and every commit wakes the whole queue to fight for it again: on two cores that costs more than the
 * work itself (measured: one client alone posts 815 spends a second on one wallet, twenty at once 508). A
 * short queue in the process keeps PostgreSQL's queue at one or two, so the row changes hands cheaply. The
 * database still decides who gets what; this only orders the asking.
 */
export class HotRows {
  readonly #rows = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(private readonly perRow: number) {}

  async run<T>(rowKey: string, work: () => Promise<T>): Promise<T> {
    let row = this.#rows.get(rowKey);
    if (!row) {
      row = { running: 0, waiting: [] };
      this.#rows.set(rowKey, row);
    }
    if (row.running >= this.perRow) {
      await new Promise<void>((resolve) => row?.waiting.push(resolve));
    } else {
      row.running++;
    }
    try {
      return await work();
    } finally {
      const next = row.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next in line
      else if (--row.running === 0) this.#rows.delete(rowKey);
    }
  }

  /** Rows with statements in flight or waiting (for tests: nothing is left behind). */
  get busyRows(): number {
    return this.#rows.size;
  }
}
