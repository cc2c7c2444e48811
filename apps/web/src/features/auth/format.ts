import { formatMoment } from '@/lib/time';

export { formatNumber } from '@/lib/format';

/** "Nov 2026", as the dashboard's Member since tile writes it. */
export function formatMemberSince(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : formatMoment(iso, 'monthYear');
}
