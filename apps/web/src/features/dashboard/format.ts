import { formatMoment } from '@/lib/time';

export { formatNumber as formatCount } from '@/lib/format';
export { formatRelative } from '@/lib/time';

export const formatMonthYear = (iso: string): string => formatMoment(iso, 'monthYear');
export const formatFullDate = (iso: string): string => formatMoment(iso, 'longDate');
export const formatDateTime = (iso: string): string => formatMoment(iso, 'stamp');
