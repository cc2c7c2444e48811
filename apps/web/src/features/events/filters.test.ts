import { describe, expect, it } from 'vitest';
import { activeFilterCount, readBrowseState, toEventFilters, writeBrowseState } from './filters';

describe('the browse filters in the URL', () => {
  it('writes a filter, drops an emptied one and goes back to the first page', () => {
    const current = new URLSearchParams('q=jazz&type=music&page=3');
    expect(writeBrowseState(current, { type: '', available: true }).toString()).toBe('q=jazz&available=1');
  });

  it('keeps the filters when only the page changes, and leaves page 1 out', () => {
    const current = new URLSearchParams('q=jazz&page=3');
    expect(writeBrowseState(current, { page: 4 }).toString()).toBe('q=jazz&page=4');
    expect(writeBrowseState(current, { page: 1 }).toString()).toBe('q=jazz');
  });

  it('keeps "competitions only" in the URL and asks GET /events for competitions', () => {
    const state = readBrowseState(new URLSearchParams('competitions=1&available=1'));
    expect(state.competitions).toBe(true);
    expect(toEventFilters(state)).toEqual({ page: 1, available: true, competitions: true });
    expect(activeFilterCount(state)).toBe(2);
    expect(writeBrowseState(new URLSearchParams('competitions=1'), { competitions: false }).toString()).toBe(
      '',
    );
  });

  it('drops "nearby" with the district it widens', () => {
    const current = new URLSearchParams('district=pune&nearby=1');
    const next = writeBrowseState(current, { district: '' });
    expect(next.toString()).toBe('');
    expect(readBrowseState(next).nearby).toBe(false);
  });
});
