const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const STEPS: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, 'second', 1],
  [3600, 'minute', 60],
  [86_400, 'hour', 3600],
  [7 * 86_400, 'day', 86_400],
  [30 * 86_400, 'week', 7 * 86_400],
  [365 * 86_400, 'month', 30 * 86_400],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" … relative to `now`. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  const elapsed = Math.abs(seconds);
  if (elapsed < 45) return 'just now';
  for (const [limit, unit, size] of STEPS) {
    if (elapsed < limit) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / (365 * 86_400)), 'year');
}
