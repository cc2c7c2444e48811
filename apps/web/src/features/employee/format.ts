import type { Palette, TEncashmentRequest } from '@engagex/contracts';

import { formatCalendarDate, formatMoment } from '@/lib/time';

export { formatCredits, formatInr, formatNumber } from '@/lib/format';

export const formatDay = (iso: string) => formatMoment(iso, 'date');

/** "2026-11" → "Nov 2026". */
export const formatMonth = (yearMonth: string): string =>
  formatCalendarDate(yearMonth, 'monthYear') || yearMonth;

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
