import { z } from 'zod';

/** Decimal digits, an optional minus sign and an optional fraction: what a person or a form writes as a number. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

export const NOT_DECIMAL = 'Expected a number in decimal digits';

/**
 * A number that may arrive as text (every query string and path value, and a few body fields): decimal digits or
 * refused (decision 049). `z.coerce.number` took whatever `Number()` takes: `0x12` as 18, ` 5` as 5, an empty
 * value as 0, `1e3` and `true` as numbers. `number` carries the rules on the value (`.int()`, `.min()`, …):
 *
 * ```ts
 * limit: decimalNumber(z.number().int().min(1).max(100)).default(25),
 * ```
 */
export const decimalNumber = <T extends z.ZodType<number, number>>(number: T, message = NOT_DECIMAL) =>
  z
    .union([z.number(), z.string().regex(DECIMAL, message).transform(Number)], { error: message })
    .pipe(number);
