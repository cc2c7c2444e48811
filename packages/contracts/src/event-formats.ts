import { z } from 'zod';

// Query and date formats the event contracts share; index.ts does not export them.

export const ZIsoDate = z.iso.date();
export const ZDateOrDateTime = z.iso.datetime({ offset: true }).or(ZIsoDate);
/** A query flag written `true` or `false`, read as a boolean. */
export const ZBooleanString = z.enum(['true', 'false']).transform((value) => value === 'true');
