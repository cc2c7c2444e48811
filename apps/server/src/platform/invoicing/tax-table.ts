/**
 * The GST rates EngageX charges, as data (decision 079, which cites each notification): what a ticket, an entry fee
 * or a job application fee is taxed at, from when. A rate is chosen at the moment of sale and stored on the invoice's
 * line, so a row here is never edited once it applied: a change in the law is a new row with its `validFrom`.
 * Changes when a rate notification or a SAC does.
 */

/** The rows of the table a line can fall under; an event's `tax_category` names one of the first two. */
export const TAX_CATEGORIES = [
  'admission',
  'admission-premium-sport',
  'competition-entry',
  'job-application-fee',
] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/**
 * A band of price per person: up to `upToPaise` (inclusive; null for no limit) the rate is `ratePercent`. Bands are
 * in rising order; the first that holds the price applies to the whole price, not the part above the limit (entry
 * 81's "where the consideration … is not more than", decision 079).
 */
export type TaxBand = { upToPaise: number | null; ratePercent: number };

export type TaxRow = {
  category: TaxCategory;
  /** Services Accounting Code on the invoice line (six digits, as GSTR-1's HSN table asks). */
  sac: string;
  /** The words on the invoice line for what was sold. */
  description: string;
  /** The moment from which this row applies, in India's time. */
  validFrom: string;
  bands: TaxBand[];
  /** Where the rate comes from, as decision 079 records it. */
  source: string;
};

const RUPEES = 100;

/** Every row ever in force, oldest first within a category. */
export const TAX_TABLE: readonly TaxRow[] = [
  {
    category: 'admission',
    sac: '999622',
    description: 'Admission to an event',
    validFrom: '2017-07-01T00:00:00+05:30',
    bands: [
      { upToPaise: 250 * RUPEES, ratePercent: 0 },
      { upToPaise: null, ratePercent: 18 },
    ],
    source: 'Notification 12/2017-CT(R) entry 81 (₹250); 11/2017-CT(R) Sl. 34 (vi)',
  },
  {
    category: 'admission',
    sac: '999622',
    description: 'Admission to an event',
    validFrom: '2018-01-25T00:00:00+05:30',
    bands: [
      { upToPaise: 500 * RUPEES, ratePercent: 0 },
      { upToPaise: null, ratePercent: 18 },
    ],
    source:
      'Notification 12/2017-CT(R) entry 81 as amended from 25-01-2018 (₹500); 11/2017-CT(R) Sl. 34 (vi)',
  },
  {
    category: 'admission-premium-sport',
    sac: '999651',
    description: 'Admission to a sporting event',
    validFrom: '2018-01-25T00:00:00+05:30',
    bands: [
      { upToPaise: 500 * RUPEES, ratePercent: 0 },
      { upToPaise: null, ratePercent: 28 },
    ],
    source: 'Notification 12/2017-CT(R) entry 81 (₹500); 11/2017-CT(R) Sl. 34 (iiia), 28%',
  },
  {
    category: 'admission-premium-sport',
    sac: '999651',
    description: 'Admission to a sporting event',
    validFrom: '2025-09-22T00:00:00+05:30',
    bands: [
      { upToPaise: 500 * RUPEES, ratePercent: 0 },
      { upToPaise: null, ratePercent: 40 },
    ],
    source:
      'Notification 12/2017-CT(R) entry 81 (₹500); 11/2017-CT(R) Sl. 34 (iiia) as amended by 15/2025-CT(R), 40%',
  },
  {
    category: 'competition-entry',
    sac: '999629',
    description: 'Competition entry fee',
    validFrom: '2017-07-01T00:00:00+05:30',
    bands: [{ upToPaise: null, ratePercent: 18 }],
    source: 'Notification 11/2017-CT(R) Sl. 34 (vi), residual recreational, cultural and sporting services',
  },
  {
    category: 'job-application-fee',
    sac: '998519',
    description: 'Job application fee',
    validFrom: '2017-07-01T00:00:00+05:30',
    bands: [{ upToPaise: null, ratePercent: 18 }],
    source:
      'Notification 11/2017-CT(R), heading 9985 (support services), 18%; Kerala AAR, Devaswom Recruitment Board (07-10-2025)',
  },
];

/** The row of `category` in force at `moment`: the latest whose `validFrom` is not after it. */
export function taxRowAt(category: TaxCategory, moment: Date): TaxRow {
  let found: TaxRow | undefined;
  for (const row of TAX_TABLE) {
    if (row.category !== category) continue;
    if (new Date(row.validFrom).getTime() > moment.getTime()) continue;
    if (!found || new Date(row.validFrom) > new Date(found.validFrom)) found = row;
  }
  if (!found) throw new Error(`No GST rate for ${category} at ${moment.toISOString()}`);
  return found;
}

/** The rate (percent) of a price per person under a row. */
export function rateOf(row: TaxRow, pricePaise: number): number {
  const band = row.bands.find((each) => each.upToPaise === null || pricePaise <= each.upToPaise);
  return band?.ratePercent ?? 0;
}
