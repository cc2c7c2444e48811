import { formatMoment } from '@/lib/time';

/*
 * How the organiser's GST pages write a document's figures (decision 079): rupees with their paise, and days on
 * India's calendar, where the documents are issued and numbered. Changes with the buyer's invoice page's way.
 */

export { formatInrWithPaise as formatRupees } from '@/lib/format';

/** A document's or a profile's day, on India's calendar: "29 Nov 2026". */
export const issuedDay = (moment: string): string => formatMoment(moment, 'date', 'Asia/Kolkata');
