import { isApiError } from '@/lib/api-error';

/** docs/product.md §8's fallback messages for the referral screens. */
export const REFERRAL_MESSAGES = {
  linkFailed: 'Failed to fetch referral link',
  statsFailed: 'Failed to fetch referral stats',
  shareFailed: 'Failed to share referral link',
} as const;

/** What the fetch layer knows about a failure (the server's sentence, or "could not reach the server"). */
export const failureDetail = (error: unknown): string | undefined =>
  isApiError(error) ? error.message : undefined;
