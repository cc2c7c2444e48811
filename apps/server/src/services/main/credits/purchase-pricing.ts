/**
 * What a purchase of credits costs and buys, and the amounts it refuses (docs/product.md §9).
 * Changes when the price of a credit or its limits do.
 */
import { convertCurrency, creditsFor, isSupportedCurrency } from '@engagex/contracts';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { moneyText } from '../../../platform/wording.js';

/** Prices a purchase: 1 credit = 10 INR, other currencies through the USD table (docs/product.md §9). */
export function pricePurchase(input: { amount: number; currency: string }, maxPurchaseInr: number) {
  if (!isSupportedCurrency(input.currency)) {
    throw new AppError(
      'VALIDATION_ERROR',
      say('Unsupported currency: {currency}', { currency: input.currency }),
      [
        {
          path: 'body.currency',
          message: say('Unsupported currency: {currency}', { currency: input.currency }),
        },
      ],
    );
  }
  const inr = convertCurrency(input.amount, input.currency, 'INR');
  if (inr > maxPurchaseInr) {
    throw new AppError(
      'VALIDATION_ERROR',
      say('Amount is above the maximum of {maximum} per purchase', {
        maximum: moneyText(maxPurchaseInr * 100, 'INR'),
      }),
      [{ path: 'body.amount', message: 'Amount is above the maximum per purchase' }],
    );
  }
  const credits = creditsFor(input.amount, input.currency);
  if (credits < 1) {
    throw new AppError('VALIDATION_ERROR', 'Amount is too small to buy a single credit', [
      { path: 'body.amount', message: 'Amount buys less than one credit' },
    ]);
  }
  return { credits, amountMinor: Math.round(input.amount * 100) };
}
