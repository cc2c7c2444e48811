export { formatNumber as formatCount } from '@/lib/format';

const monthYear = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });
const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

export const formatMonthYear = (iso: string): string => monthYear.format(new Date(iso));
export const formatFullDate = (iso: string): string => fullDate.format(new Date(iso));
