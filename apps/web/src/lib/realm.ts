import type { ServiceName, TRealm } from '@engagex/contracts';
import { t } from './messages';

/**
 * Ordinary events live at /api/events, cultural events at /api/cultural-events: one shape, two services
 * (docs/product.md §7). The realm says which one a screen talks to; it is part of every path, query key and
 * `?realm=` of the attendee and organiser pages alike.
 */
export const REALMS = ['events', 'cultural-events'] as const satisfies readonly TRealm[];

export const isRealm = (value: unknown): value is TRealm => value === 'events' || value === 'cultural-events';

/** `?realm=…` of an address; events is the default, also for a value that names no realm. */
export const realmFromParam = (value: string | null | undefined): TRealm =>
  isRealm(value) ? value : 'events';

/** `?realm=` of a link to a page that shows either realm: the default realm needs none. */
export const realmSearch = (realm: TRealm): string => (realm === 'events' ? '' : `?realm=${realm}`);

export const realmService = (realm: TRealm): ServiceName =>
  realm === 'events' ? 'events' : 'culturalEvents';

/** A realm's name in a sentence or a heading ("Organiser · Cultural events"). */
export const REALM_NAME: Record<TRealm, string> = {
  get events() {
    return t('realm.events');
  },
  get 'cultural-events'() {
    return t('realm.culturalEvents');
  },
};

/** A realm on a tab or a switch, where room is short. */
export const REALM_TAB_LABEL: Record<TRealm, string> = {
  get events() {
    return t('realm.tab.events');
  },
  get 'cultural-events'() {
    return t('realm.tab.culturalEvents');
  },
};
