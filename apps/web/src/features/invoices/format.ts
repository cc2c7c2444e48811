import { formatMoment } from '@/lib/time';
import { t } from './messages';

/*
 * How a GST document writes its figures: rupees always with their paise (lib/format), rates as percentages, and
 * dates on India's calendar, where the document was issued. Changes when an invoice's way of writing a figure changes.
 */

export { formatInrWithPaise as formatRupees } from '@/lib/format';

/** A GST rate, a percentage: "9%", "2.5%". */
export const formatRate = (rate: number): string => t('invoices.line.rate', { rate });

/** The document's date as India's calendar has it (the numbering's financial year is India's too, decision 079). */
export const issuedOn = (issuedAt: string): string => formatMoment(issuedAt, 'date', 'Asia/Kolkata');
