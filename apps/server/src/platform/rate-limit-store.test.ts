import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/harness.js';

/** GET /geo/ip allows 120 a minute per address (services/main/location/routes.ts). */
const LIMIT = 120;

describe('a burst against a rate limit (in-process store)', () => {
  const database = useTestDatabase('pglite');

  it('refuses exactly the requests over the limit, not the whole burst', async () => {
    const app = await (await database()).build();
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 3 }, () =>
        app.inject({ method: 'GET', url: '/api/main/geo/ip', remoteAddress: '127.0.0.1' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    // Each answer tells what was left at its own turn, not the count after the whole burst.
    const remaining = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => Number(answer.headers['x-ratelimit-remaining']));
    expect(new Set(remaining).size).toBe(LIMIT);
  });
});
