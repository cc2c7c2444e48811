/** What a screen says when the balance call (`useCreditBalance`, lib/account.ts) fails (docs/product.md §8, exactly). */
export const BALANCE_ERROR = 'Failed to fetch credit balance';
