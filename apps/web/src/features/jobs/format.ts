import type { Palette, TJobApplication, TJobCategory, TJobStatus } from '@engagex/contracts';
import { formatCredits, formatInr } from '@/lib/format';
import { formatCalendarDate, formatMoment as formatMomentIn } from '@/lib/time';

export const CATEGORY_LABELS: Record<TJobCategory, string> = {
  engineering: 'Engineering',
  design: 'Design',
  product: 'Product',
  marketing: 'Marketing',
  operations: 'Operations',
  internship: 'Internship',
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
  PENDING: { label: 'Pending', tone: 'yellow' },
  UNDER_REVIEW: { label: 'Under review', tone: 'blue' },
  APPROVED: { label: 'Approved', tone: 'green' },
  REJECTED: { label: 'Rejected', tone: 'red' },
};

export const STATUS_ORDER: readonly TJobStatus[] = ['PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'];

export { formatCredits, formatInr } from '@/lib/format';

/** The fee as the applicant reads it: "20 credits (₹200)", or "No fee". */
export const feeLabel = (credits: number, inrAmount: number) =>
  credits === 0 ? 'No fee' : `${formatCredits(credits)} (${formatInr(inrAmount)})`;

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
  if (!accepting) return `Closed · ${formatDay(closesOn)}`;
  if (days <= 0) return 'Closes today';
  if (days === 1) return 'Closes tomorrow';
  if (days <= 14) return `Closes in ${days} days`;
  return `Closes ${formatDay(closesOn)}`;
}

/** What the fee of an application means for its owner right now. */
export function feeState(application: Pick<TJobApplication, 'feeCredits' | 'paymentStatus'>) {
  if (application.feeCredits === 0) return { label: 'No fee', tone: 'gray' as Palette };
  if (application.paymentStatus === 'COMPLETED') return { label: 'Fee paid', tone: 'green' as Palette };
  if (application.paymentStatus === 'FAILED') return { label: 'Payment failed', tone: 'red' as Palette };
  return { label: 'Fee unpaid', tone: 'orange' as Palette };
}

/** One line on what happens next, from the applicant's side. */
export function nextStep(
  application: Pick<TJobApplication, 'status' | 'feeCredits' | 'paymentStatus'>,
): string {
  if (application.status === 'APPROVED')
    return 'Approved. The hiring team will contact you about next steps.';
  if (application.status === 'REJECTED') return 'Not selected this time. You can apply to other openings.';
  if (application.status === 'UNDER_REVIEW') return 'The hiring team is reviewing your application.';
  if (application.feeCredits > 0 && application.paymentStatus !== 'COMPLETED')
    return 'Pay the application fee to send it for review.';
  return 'Waiting for the hiring team to start the review.';
}

/** "Engineering · Bengaluru"-style line under an application's title; the category only when it adds something. */
export function openingLine(application: Pick<TJobApplication, 'opening'>): string {
  const { department, category } = application.opening;
  const label = CATEGORY_LABELS[category];
  return department.toLowerCase() === label.toLowerCase() ? department : `${department} · ${label}`;
}
