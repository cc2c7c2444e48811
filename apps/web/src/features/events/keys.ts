import type { TRealm } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Every query of a realm lives under this key; one invalidation refreshes catalogue, bookings and entries. */
export const realmKey = (realm: TRealm) => ['events', realm] as const;
export const catalogueKey = (realm: TRealm) => [...realmKey(realm), 'catalogue'] as const;
export const bookingsKey = (realm: TRealm) => [...realmKey(realm), 'bookings'] as const;
export const contestantsKey = (realm: TRealm) => [...realmKey(realm), 'contestants'] as const;

/**
 * The wallet's balance and the signed-in user (its creditBalance feeds the account menu) after credits moved.
 * Those keys are the credits and auth features'; features do not import each other, so they are named here.
 */
export const WALLET_BALANCE_KEY = ['credits', 'balance'] as const;

export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['credits'] }),
    queryClient.invalidateQueries({ queryKey: ['users', 'me'] }),
  ]).then(() => undefined);
}

/** After a booking changed: its realm's bookings and the catalogue (seat counts). */
export function invalidateBookings(queryClient: QueryClient, realm: TRealm): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsKey(realm) }),
    queryClient.invalidateQueries({ queryKey: catalogueKey(realm) }),
  ]).then(() => undefined);
}
