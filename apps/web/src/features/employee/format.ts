import type { Palette, TEncashmentRequest } from '@engagex/contracts';

import { formatCalendarDate, formatMoment } from '@/lib/time';
import { t } from './messages';

export { formatInr, formatNumber } from '@/lib/format';

/** "200 credits", in the reader's language (a count with its noun, ICU plural). */
export const formatCredits = (count: number) => t('credits', { count });

export const formatDay = (iso: string) => formatMoment(iso, 'date');

/** "2026-11" → "Nov 2026". */
export const formatMonth = (yearMonth: string): string =>
  formatCalendarDate(yearMonth, 'monthYear') || yearMonth;

export const ENCASHMENT_STATUS: Record<TEncashmentRequest['status'], { label: string; tone: Palette }> = {
  pending: {
    get label() {
      return t('status.pending');
    },
    tone: 'yellow',
  },
  approved: {
    get label() {
      return t('status.approved');
    },
    tone: 'blue',
  },
  paid: {
    get label() {
      return t('status.paid');
    },
    tone: 'green',
  },
  rejected: {
    get label() {
      return t('status.rejected');
    },
    tone: 'red',
  },
  cancelled: {
    get label() {
      return t('status.cancelled');
    },
    tone: 'gray',
  },
};

export const PAYOUT_LABELS: Record<TEncashmentRequest['payoutMethod'], string> = {
  // not translated: UPI is the payment system's own name
  upi: 'UPI',
  get bank_transfer() {
    return t('payout.bankTransfer');
  },
};
