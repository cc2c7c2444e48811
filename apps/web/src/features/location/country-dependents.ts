import type { TUser } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The server decides module availability by the user's country (SPEC.md §1), so when the location it holds
 * moves to another country, the module list and the profile are fetched again. Named by key, not imported:
 * features do not import each other.
 */
export function refreshCountryDependents(queryClient: QueryClient, countryCode: string): void {
  const user = queryClient.getQueryData<TUser>(['users', 'me']);
  if (user?.country === countryCode) return;
  void queryClient.invalidateQueries({ queryKey: ['modules'] });
  void queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
}
