import type { TUser } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/account';

/**
 * The server decides module availability by the user's country (docs/product.md §1), so when the location it holds
 * moves to another country, the module list and the profile are fetched again. The modules key is named, not
 * imported: features do not import each other.
 */
export function refreshCountryDependents(queryClient: QueryClient, countryCode: string): void {
  const user = queryClient.getQueryData<TUser>(CURRENT_USER_KEY);
  if (user?.country === countryCode) return;
  void queryClient.invalidateQueries({ queryKey: ['modules'] });
  void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}
