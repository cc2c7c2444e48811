import type { Palette, TJobApplication, TJobCategory, TJobStatus } from '@engagex/contracts';
import { formatInr } from '@/lib/format';
import { formatCalendarDate, formatMoment as formatMomentIn } from '@/lib/time';
import { t } from './messages';

/** Getters: each label is read in the reader's language when it is shown. */
export const CATEGORY_LABELS: Record<TJobCategory, string> = {
  get engineering() {
    return t('category.engineering');
  },
  get design() {
    return t('category.design');
  },
  get product() {
    return t('category.product');
  },
  get marketing() {
    return t('category.marketing');
  },
  get operations() {
    return t('category.operations');
  },
  get internship() {
    return t('category.internship');
  },
};

/** In the contract's order; a plain list, so the openings list does not load zod for it. */
export const CATEGORIES = Object.keys(CATEGORY_LABELS) as TJobCategory[];

export const CATEGORY_TONES: Record<TJobCategory, Palette> = {
  engineering: 'blue',
  design: 'pink',
  product: 'purple',
  marketing: 'orange',
  operations: 'green',
  internship: 'yellow',
};

export const STATUS_LOOK: Record<TJobStatus, { label: string; tone: Palette }> = {
  PENDING: {
    get label() {
      return t('status.pending');
    },
    tone: 'yellow',
  },
  UNDER_REVIEW: {
    get label() {
      return t('status.underReview');
    },
    tone: 'blue',
  },
  APPROVED: {
    get label() {
      return t('status.approved');
    },
    tone: 'green',
  },
  REJECTED: {
    get label() {
      return t('status.rejected');
    },
    tone: 'red',
  },
};

export const STATUS_ORDER: readonly TJobStatus[] = ['PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'];

export { formatInr } from '@/lib/format';

/** "20 credits", in the reader's language (a count with its noun, ICU plural). */
export const formatCredits = (count: number) => t('credits', { count });

/** The fee as the applicant reads it: "20 credits (₹200)", or "No fee". */
export const feeLabel = (credits: number, inrAmount: number) =>
  credits === 0 ? t('fee.none') : t('fee.label', { credits, inr: formatInr(inrAmount) });

/**
 * "22 Dec 2026": a calendar date (`2026-12-22`, a closing day) as that day wherever the reader is, an instant
 * (an application's `createdAt`) as the reader's day.
 */
export const formatDay = (value: string) =>
  value.length === 10 ? formatCalendarDate(value, 'date') : formatMomentIn(value, 'date');
export const formatMoment = (iso: string) => formatMomentIn(iso, 'stamp');

/** Whole days from today until a calendar date (negative once it passed). */
export function daysUntil(isoDate: string, now = new Date()): number {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00`);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((date.getTime() - today.getTime()) / 86_400_000);
}

/** "Closes today", "Closes in 3 days", "Closes 22 Dec 2026", "Closed · 2 Dec 2026". */
export function closingLabel(closesOn: string, accepting: boolean, now = new Date()): string {
  const days = daysUntil(closesOn, now);
  if (!accepting) return t('closing.closed', { date: formatDay(closesOn) });
  if (days <= 0) return t('closing.today');
  if (days === 1) return t('closing.tomorrow');
  if (days <= 14) return t('closing.inDays', { days });
  return t('closing.on', { date: formatDay(closesOn) });
}

/** What the fee of an application means for its owner right now. */
export function feeState(application: Pick<TJobApplication, 'feeCredits' | 'paymentStatus'>) {
  if (application.feeCredits === 0) return { label: t('fee.none'), tone: 'gray' as Palette };
  if (application.paymentStatus === 'COMPLETED') return { label: t('fee.paid'), tone: 'green' as Palette };
  if (application.paymentStatus === 'FAILED') return { label: t('fee.failed'), tone: 'red' as Palette };
  return { label: t('fee.unpaid'), tone: 'orange' as Palette };
}

/** One line on what happens next, from the applicant's side. */
export function nextStep(
  application: Pick<TJobApplication, 'status' | 'feeCredits' | 'paymentStatus'>,
): string {
  if (application.status === 'APPROVED') return t('next.approved');
  if (application.status === 'REJECTED') return t('next.rejected');
  if (application.status === 'UNDER_REVIEW') return t('next.underReview');
  if (application.feeCredits > 0 && application.paymentStatus !== 'COMPLETED') return t('next.payFee');
  return t('next.waiting');
}

/**
 * "Engineering · Bengaluru"-style line under an application's title; the category only when it adds something.
 * The department is typed in English by the admin, so it is compared with the category's own (English) name,
 * not with its label in the reader's language.
 */
export function openingLine(application: Pick<TJobApplication, 'opening'>): string {
  const { department, category } = application.opening;
  return department.toLowerCase() === category ? department : `${department} · ${CATEGORY_LABELS[category]}`;
}
