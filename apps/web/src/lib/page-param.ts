/** The 1-based page a list shows, from `?page=`. Anything but a whole number from 1 up means the first page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A copy of `params` with `changes` written over it: an empty or missing value removes its key. Any change but the
 * page itself goes back to the first page, since the list it paged through is a different one now.
 */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** A copy of `params` that shows `page`; the first page is the address without `?page=`. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
