import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A fake store: records each statement's items, refuses statements holding a 'bad' item. */
function recorder(inFlight: number) {
  const statements: string[][] = [];
  let running = 0;
  let most = 0;
  const groupCommit = new GroupCommit<string, string>({
    inFlight,
    batchLimit: 3,
    conflictKey: (item) => item.split('#')[0] ?? item,
    writeTogether: async (items) => {
      running++;
      most = Math.max(most, running);
      statements.push(items);
      await tick();
      running--;
      if (items.some((item) => item.startsWith('bad'))) throw new Error(`refused ${items.join(',')}`);
      return items.map((item) => `written ${item}`);
    },
  });
  return { groupCommit, statements, most: () => most };
}

describe('GroupCommit', () => {
  it('writes a lone item at once, and what queues meanwhile together, within the limits', async () => {
    const { groupCommit, statements, most } = recorder(1);
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const results = await Promise.all(items.map((item) => groupCommit.write('slot', item)));
    expect(results).toEqual(items.map((item) => `written ${item}`));
    expect(statements).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f', 'g']]);
    expect(most()).toBe(1);
    expect(groupCommit.busyKeys).toBe(0);
  });

  it('keeps keys apart and runs up to inFlight statements per key', async () => {
    const { groupCommit, statements, most } = recorder(2);
    await Promise.all(['a1', 'a2', 'a3'].map((item) => groupCommit.write('a', item)));
    await Promise.all([groupCommit.write('x', 'x1'), groupCommit.write('y', 'y1')]);
    expect(statements.slice(0, 2)).toEqual([['a1'], ['a2']]);
    expect(statements).toContainEqual(['x1']);
    expect(statements).toContainEqual(['y1']);
    expect(most()).toBe(2);
  });

  it('writes one at a time after a refused statement, so only the item at fault fails', async () => {
    const { groupCommit, statements } = recorder(1);
    const settled = await Promise.allSettled(
      ['a', 'b', 'bad', 'c'].map((item) => groupCommit.write('slot', item)),
    );
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(settled[2]).toMatchObject({ reason: new Error('refused bad') });
    expect(statements).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  });

  it('never puts two items with one conflict key in a statement', async () => {
    const { groupCommit, statements } = recorder(1);
    await Promise.all(['k#1', 'k#2', 'm#1', 'k#3'].map((item) => groupCommit.write('slot', item)));
    for (const statement of statements) {
      const keys = statement.map((item) => item.split('#')[0]);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(statements.flat().sort()).toEqual(['k#1', 'k#2', 'k#3', 'm#1']);
  });
});
