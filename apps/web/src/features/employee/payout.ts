import { type TPayoutDetails, ZPayoutDetails } from '@engagex/contracts';
import type { Resolver } from 'react-hook-form';
import { type IssueWords, requestResolver } from '@/lib/form';
import { t } from './messages';

export type PayoutMethod = TPayoutDetails['method'];

/** Every payout field as typed; the method picks which of them are sent. */
export type PayoutValues = {
  method: PayoutMethod;
  upiId: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
};
export type PayoutField = Exclude<keyof PayoutValues, 'method'>;

export const emptyPayout = (method: PayoutMethod = 'upi'): PayoutValues => ({
  method,
  upiId: '',
  accountName: '',
  accountNumber: '',
  ifsc: '',
});

export const toPayout = (values: PayoutValues) =>
  values.method === 'upi'
    ? { method: 'upi' as const, upiId: values.upiId }
    : {
        method: 'bank_transfer' as const,
        accountName: values.accountName,
        accountNumber: values.accountNumber.replace(/\s+/g, ''),
        ifsc: values.ifsc,
      };

/** The contract's own words where it has them (UPI id, account number, IFSC); ours for the name. */
const ourWords: IssueWords = (issue) =>
  issue.path?.[0] === 'accountName' ? t('payout.accountNameRule') : undefined;

/** ZPayoutDetails, as the server checks it, over the payout the values send; its fields are named as its body. */
export const payoutResolver: Resolver<PayoutValues, unknown, TPayoutDetails> = requestResolver<
  PayoutValues,
  TPayoutDetails
>(ZPayoutDetails, toPayout, ourWords);
