import type { TRealm } from '@engagex/contracts';
import { t } from './messages';

/**
 * A realm's name in the reader's language ("Cultural events"), for headings and sentences; lib/realm's REALM_NAME
 * is the English one. Changes when a realm is added.
 */
export const realmKey = (realm: TRealm) => (realm === 'cultural-events' ? 'cultural' : 'events');

export const realmName = (realm: TRealm): string => t('realm.name', { realm: realmKey(realm) });
