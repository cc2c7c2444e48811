import { describe, expect, it } from 'vitest';
import { HotRows } from './hot-rows.js';

describe('HotRows', () => {
  it('lets perRow statements run per row, queues the rest in order, and forgets idle rows', async () => {
    const rows = new HotRows(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const work = (index: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      finished.push(index);
      if (index === 3) throw new Error('refused');
      return index;
    };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => rows.run('slot-a', work(i))),
    );
    expect(most).toBe(2);
    expect(results[3]).toMatchObject({ status: 'rejected' });
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
    expect(finished.indexOf(7)).toBeGreaterThan(finished.indexOf(0));
    expect(rows.busyRows).toBe(0);
  });

  it('keeps rows apart', async () => {
    const rows = new HotRows(1);
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await Promise.all(['a', 'b', 'c', 'a', 'b', 'c'].map((row) => rows.run(row, work)));
    expect(most).toBe(3);
  });
});
