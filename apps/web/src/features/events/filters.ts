import { pageFrom, withParams } from '@/lib/page-param';
import type { EventFilters } from './api/list-events';

/**
 * The browse page keeps its filters in the URL (shareable, survives a reload, Back undoes a change).
 * Short names there; GET /events's names on the wire.
 */
export interface BrowseState {
  q: string;
  district: string;
  nearby: boolean;
  /** A district to rank the list from, nearest first, without narrowing it (decision 053). */
  near: string;
  type: string;
  from: string;
  to: string;
  min: string;
  max: string;
  available: boolean;
  /** Competitions only: where "Find a competition" leads. */
  competitions: boolean;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CREDITS = /^\d{1,7}$/;

export function readBrowseState(params: URLSearchParams): BrowseState {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  return {
    q: text('q').slice(0, 100),
    district: /^[a-z0-9-]{2,64}$/.test(text('district')) ? text('district') : '',
    nearby: params.get('nearby') === '1',
    near: /^[a-z0-9-]{2,64}$/.test(text('near')) ? text('near') : '',
    type: text('type').slice(0, 40),
    from: DATE.test(text('from')) ? text('from') : '',
    to: DATE.test(text('to')) ? text('to') : '',
    min: CREDITS.test(text('min')) ? text('min') : '',
    max: CREDITS.test(text('max')) ? text('max') : '',
    available: params.get('available') === '1',
    competitions: params.get('competitions') === '1',
    page: pageFrom(params),
  };
}

/** A filter as the URL writes it: on is '1'; off, empty and the first page are left out. */
function urlValue(key: string, value: BrowseState[keyof BrowseState] | undefined): string | undefined {
  if (value === true) return '1';
  if (value === false || value === undefined || (key === 'page' && value === 1)) return undefined;
  return String(value);
}

/** Writes `changes` over `current`; any change but the page itself goes back to page 1. */
export function writeBrowseState(current: URLSearchParams, changes: Partial<BrowseState>): URLSearchParams {
  const written = Object.fromEntries(
    Object.entries(changes).map(([key, value]) => [key, urlValue(key, value)]),
  );
  const next = withParams(current, written);
  if (!next.get('district')) next.delete('nearby');
  return next;
}

/**
 * GET /events's filters. `here` is the reader's own district once their location is known (decision 053): the list
 * then ranks events there first, then in bordering districts, then the rest, unless the URL names another district.
 */
export function toEventFilters(state: BrowseState, here?: string): EventFilters {
  const filters: EventFilters = { page: state.page };
  const near = state.district || state.near || here;
  if (near) filters.near = near;
  if (state.q.length > 0) filters.q = state.q;
  if (state.district) {
    filters.districtId = state.district;
    if (state.nearby) filters.includeAdjacent = true;
  }
  if (state.type) filters.type = state.type;
  if (state.from) filters.from = state.from;
  if (state.to) filters.to = state.to;
  if (state.min) filters.minPrice = Number(state.min);
  if (state.max) filters.maxPrice = Number(state.max);
  if (state.available) filters.available = true;
  if (state.competitions) filters.competitions = true;
  return filters;
}

/** How many filters narrow the list (the search box aside), for the mobile "Filters" button. */
export const activeFilterCount = (state: BrowseState): number =>
  [
    state.district,
    state.type,
    state.from || state.to,
    state.min || state.max,
    state.available,
    state.competitions,
  ].filter(Boolean).length;
