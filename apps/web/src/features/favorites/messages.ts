/** docs/product.md §8 fallback messages for favorites: the title of the toast or alert; the server's reason follows it. */
export const FAVORITE_MESSAGES = {
  fetch: 'Failed to fetch favorites',
  add: 'Failed to add to favorites',
  remove: 'Failed to remove from favorites',
  reorder: 'Failed to reorder favorites',
  settings: 'Failed to update settings',
} as const;
