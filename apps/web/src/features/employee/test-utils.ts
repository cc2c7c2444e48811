import type { TEncashmentConfig, TEncashmentRequest } from '@engagex/contracts';

export const config = (overrides: Partial<TEncashmentConfig> = {}): TEncashmentConfig => ({
  minCredits: 100,
  maxCredits: 5000,
  monthlyLimitCredits: 10_000,
  creditValueInr: 10,
  payoutMethods: ['bank_transfer', 'upi'],
  processingDays: 5,
  encashableCredits: 500,
  usedThisMonth: 0,
  rules: ['Between 100 and 5,000 credits per request.'],
  ...overrides,
});

export const encashment = (overrides: Partial<TEncashmentRequest> = {}): TEncashmentRequest => ({
  id: '2817f020-1553-4990-8ed3-a4febb731351',
  userId: 'c8710c03-88c5-4403-a2eb-b1410dba9be5',
  employeeName: 'Esha Employee',
  credits: 200,
  amountInr: 2000,
  payoutMethod: 'upi',
  payoutTo: 'esha@okbank',
  status: 'pending',
  rejectionReason: null,
  payoutReference: null,
  createdAt: '2026-11-22T02:40:00.000Z',
  reviewedAt: null,
  paidAt: null,
  ...overrides,
});
