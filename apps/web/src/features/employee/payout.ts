import { type TPayoutDetails, ZPayoutDetails } from '@engagex/contracts';

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
export type PayoutErrors = Partial<Record<PayoutField, string>>;

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
function ourWords(issue: { path?: PropertyKey[] | undefined }): string | undefined {
  if (issue.path?.[0] === 'accountName') return 'Enter the account holder’s name as the bank has it';
  return undefined;
}

/** ZPayoutDetails, as the server checks it: the errors by field, or the payout to send. */
export function checkPayout(
  values: PayoutValues,
): { payout: TPayoutDetails; errors: null } | { payout: null; errors: PayoutErrors } {
  const result = ZPayoutDetails.safeParse(toPayout(values), { error: ourWords });
  if (result.success) return { payout: result.data, errors: null };
  const errors: PayoutErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PayoutField | undefined;
    if (field) errors[field] ??= issue.message;
  }
  return { payout: null, errors };
}
