import { describe, expect, it } from 'vitest';
import { pageFrom, withPage, withParams } from './page-param';

describe('pageFrom', () => {
  it('reads a whole page number from 1 up', () => {
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
  });

  it('falls back to the first page for anything else', () => {
    for (const bad of ['', 'page=', 'page=0', 'page=-2', 'page=2.5', 'page=2abc', 'page=abc'])
      expect(pageFrom(new URLSearchParams(bad))).toBe(1);
  });
});

describe('withPage', () => {
  it('keeps the other parameters and leaves the first page out of the address', () => {
    const params = new URLSearchParams('status=open&page=4');
    expect(withPage(params, 2).toString()).toBe('status=open&page=2');
    expect(withPage(params, 1).toString()).toBe('status=open');
    expect(params.toString()).toBe('status=open&page=4');
  });
});

describe('withParams', () => {
  it('writes the changes, removes emptied keys and goes back to the first page', () => {
    const params = new URLSearchParams('q=jazz&status=live&page=3');
    expect(withParams(params, { status: 'draft' }).toString()).toBe('q=jazz&status=draft');
    expect(withParams(params, { q: '', status: null }).toString()).toBe('');
    expect(params.toString()).toBe('q=jazz&status=live&page=3');
  });

  it('keeps the other filters when only the page changes', () => {
    const params = new URLSearchParams('q=jazz&page=3');
    expect(withParams(params, { page: '4' }).toString()).toBe('q=jazz&page=4');
  });
});
