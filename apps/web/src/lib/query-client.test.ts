import { describe, expect, it } from 'vitest';
import { ACTIVITY_KEY, DASHBOARD_KEY } from './account';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('marks the recent activity and the dashboard stale after any action succeeds, and not after a failure', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(ACTIVITY_KEY, []);
    queryClient.setQueryData([...DASHBOARD_KEY, 'stats'], { modulesUsed: 0 });
    queryClient.setQueryData(['credits', 'balance'], { balance: 1 });
    const stale = () =>
      [ACTIVITY_KEY, [...DASHBOARD_KEY, 'stats'], ['credits', 'balance']].map(
        (queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated,
      );

    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: () => Promise.reject(new Error('refused')),
        })
        .execute(undefined),
    ).rejects.toThrow('refused');
    expect(stale()).toEqual([false, false, false]);

    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.resolve('starred') })
      .execute(undefined);
    expect(stale()).toEqual([true, true, false]);
  });
});
