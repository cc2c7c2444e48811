/**
 * A realm for the organiser's headings and sentences: its name in the reader's language (lib/realm), and its key
 * as the catalogue's `select` reads it. Changes when a realm is added.
 */
import type { TRealm } from '@engagex/contracts';
import { REALM_NAME } from '@/lib/realm';

/** The realm as the catalogue's `select` reads it (a key without a hyphen). */
export const realmKey = (realm: TRealm) => (realm === 'cultural-events' ? 'cultural' : 'events');

export const realmName = (realm: TRealm): string => REALM_NAME[realm];
