/** The 1-based page a list shows, from `?page=`. Anything but a whole number from 1 up means the first page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A copy of `params` that shows `page`; the first page is the address without `?page=`. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
