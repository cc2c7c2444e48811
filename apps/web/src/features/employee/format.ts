import type { Palette, TEncashmentRequest } from '@engagex/contracts';

export { formatCredits, formatInr, formatNumber } from '@/lib/format';

const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDay = (iso: string) => day.format(new Date(iso));

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });
/** "2026-11" → "Nov 2026". */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  if (!year || !month) return yearMonth;
  return monthFormat.format(new Date(year, month - 1, 1));
}

export const ENCASHMENT_STATUS: Record<TEncashmentRequest['status'], { label: string; tone: Palette }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'blue' },
  paid: { label: 'Paid', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'gray' },
};

export const PAYOUT_LABELS: Record<TEncashmentRequest['payoutMethod'], string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
};
