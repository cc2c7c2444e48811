/**
 * The waiting room's queries (decision 080): the room as anybody sees it and the reader's place in it, under the
 * realm's key so that signing out forgets them with the rest. Changes when the room gains a query.
 */
import type { TRealm } from '@engagex/contracts';
import { realmKey } from '../../keys';

export const waitingRoomKey = (realm: TRealm, eventId: string) =>
  [...realmKey(realm), 'waiting-room', eventId] as const;
export const myPlaceKey = (realm: TRealm, eventId: string) =>
  [...waitingRoomKey(realm, eventId), 'me'] as const;
