/**
 * How an action's answer replaces what a query holds: a read of the same thing still under way was asked before the
 * action took effect, and would land after it with the old state (a waiting room's "not in the room" after the join,
 * a booking's "pending" after its payment). It is cancelled first (TanStack reverts it to before it started), then
 * the answer is stored. Every mutation that stores its answer goes through here. Changes when answers are stored
 * differently.
 */
import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

export async function storeAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: Updater<T | undefined, T | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, answer);
}
