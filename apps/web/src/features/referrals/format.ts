import { formatCalendarDate, formatMoment } from '@/lib/time';

export { formatCredits, formatNumber } from '@/lib/format';
export { formatRelative } from '@/lib/time';

export function formatDay(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatMoment(date, 'date');
}

/** The server's 'YYYY-MM' (a UTC calendar month) as "November 2026", named in a sentence. */
export const formatMonth = (month: string): string => formatCalendarDate(month, 'longMonthYear') || month;
