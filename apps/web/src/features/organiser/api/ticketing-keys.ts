import type { TRealm } from '@engagex/contracts';
import { organiserKey } from './keys';

/**
 * The keys of an event's ticketing reads (decision 078): its types, questions, promo codes and sales figures,
 * under the realm's organiser key, so an edit's `invalidateRealm` refreshes them with the event and its bookings.
 */
export const ticketingKeys = {
  ticketTypes: (realm: TRealm, eventId: string) =>
    [...organiserKey(realm), 'ticketing', eventId, 'types'] as const,
  questions: (realm: TRealm, eventId: string) =>
    [...organiserKey(realm), 'ticketing', eventId, 'questions'] as const,
  promoCodes: (realm: TRealm, eventId: string) =>
    [...organiserKey(realm), 'ticketing', eventId, 'promo-codes'] as const,
  sales: (realm: TRealm, eventId: string) => [...organiserKey(realm), 'ticketing', eventId, 'sales'] as const,
};
