/**
 * Temporary: the names two files outside this folder still import from here (events/index.ts and
 * bookings/event-cancellation.ts). Delete this file once they import fee-payment.ts and withdrawal.ts directly.
 */
export { contestantPurchasePurpose } from './fee-payment.js';
export { lockEntriesToWithdraw, withdrawEntries } from './withdrawal.js';
