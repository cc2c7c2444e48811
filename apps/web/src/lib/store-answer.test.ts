import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storeAnswer } from './store-answer';

const KEY = ['booking', 'b1'] as const;

/** A read the test answers by hand, as a server that answers late would. */
function lateRead(queryClient: QueryClient) {
  let answer: (value: string) => void = () => undefined;
  const read = queryClient.fetchQuery({
    queryKey: KEY,
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  });
  return { read: read.catch(() => 'cancelled'), answer: (value: string) => answer(value) };
}

describe('an action’s answer and a read under way', () => {
  it('keeps the answer when the read asked before it lands after it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(KEY, 'pending');
    const { read, answer } = lateRead(queryClient);
    await storeAnswer(queryClient, KEY, 'confirmed');
    answer('pending');
    await read;
    expect(queryClient.getQueryData(KEY)).toBe('confirmed');
  });

  it('is what setQueryData alone gets wrong', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(KEY, 'pending');
    const { read, answer } = lateRead(queryClient);
    queryClient.setQueryData(KEY, 'confirmed');
    answer('pending');
    await read;
    expect(queryClient.getQueryData(KEY)).toBe('pending');
  });

  it('stores an update of what is held', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(KEY, 'one');
    await storeAnswer<string>(queryClient, KEY, (held) => `${held} and two`);
    expect(queryClient.getQueryData(KEY)).toBe('one and two');
  });
});
