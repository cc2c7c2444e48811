/**
 * A realm's name in the reader's language ("Cultural events"), for the organiser's headings and sentences;
 * lib/realm's REALM_NAME stays the English one. Changes when a realm is added.
 */
import type { TRealm } from '@engagex/contracts';
import { t } from './messages';

/** The realm as the catalogue's `select` reads it (a key without a hyphen). */
export const realmKey = (realm: TRealm) => (realm === 'cultural-events' ? 'cultural' : 'events');

export const realmName = (realm: TRealm): string => t('realm.name', { realm: realmKey(realm) });
