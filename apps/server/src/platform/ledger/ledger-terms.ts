/**
 * The ledger's vocabulary: system accounts, postings and their shapes (decision 020). Changes when an account or a
 * kind of transaction is added.
 */
import type { ActivityRecord } from '../activity.js';
import type { LedgerKind } from '../db/schema.js';
import { AppError } from '../errors.js';

/** The ledger's vocabulary, shared by the step-by-step path (ledger.ts) and group commit (posting-batches.ts). */
export const SYSTEM_ACCOUNTS = {
  gatewayClearing: 'system:gateway_clearing',
  bonus: 'system:bonus',
  referralProgramme: 'system:referral_programme',
  revenue: 'system:revenue',
  holds: 'system:holds',
  encashmentPayable: 'system:encashment_payable',
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

export type AccountRef = { wallet: string } | { system: SystemAccount };
export type Posting = { account: AccountRef; amount: number };

/** A user pays the platform: credits leave their wallet for revenue. */
export const spendPostings = (userId: string, credits: number): Posting[] => [
  { account: { wallet: userId }, amount: -credits },
  { account: { system: 'revenue' }, amount: credits },
];

export type PostTransactionInput = {
  idempotencyKey: string;
  kind: LedgerKind;
  description: string;
  postings: Posting[];
  reference?: { type: string; id: string };
  createdBy?: string;
  reversesId?: string;
  /** Recorded with the transaction (never on a replay), before any wallet is locked. */
  activity?: ActivityRecord;
};

export type PostedTransaction = {
  transactionId: string;
  /** True when the key had been used before with the same payload: nothing new was posted. */
  replayed: boolean;
  /** Each wallet's balance right after this transaction, by user id. */
  walletBalances: Record<string, number>;
};

/**
 * The wallet is short. Its detail's path, `wallet`, is what clients recognise (the message is in the reader's
 * language, decision 077), so a page can offer to buy credits whatever the language.
 */
export const insufficientCredits = () =>
  new AppError('BUSINESS_RULE', 'Insufficient credits', [
    { path: 'wallet', message: 'Insufficient credits' },
  ]);
/** The earned lot's CHECK (migration 0013) refused: only earned, unspent credits can be encashed. */
export const insufficientEarnedCredits = () =>
  new AppError(
    'BUSINESS_RULE',
    'Not enough earned credits: only earned credits you have not spent can be encashed',
  );

/** The database's refusal of a posting, in the user's words; anything else is not a refusal. */
export function refusalOf(error: unknown) {
  const constraint = (error as { constraint?: string }).constraint;
  if (constraint === 'wallet_never_negative') return insufficientCredits();
  if (constraint === 'wallet_earned_unspent') return insufficientEarnedCredits();
  return null;
}

const WALLET_PREFIX = 'wallet:';
/** A user's wallet account, as `ledger_accounts.code` names it. */
export const walletCode = (userId: string) => `${WALLET_PREFIX}${userId}`;
/** The user a wallet account's code belongs to. */
export const walletOwner = (code: string) => code.slice(WALLET_PREFIX.length);

export const accountCode = (ref: AccountRef) =>
  'wallet' in ref ? walletCode(ref.wallet) : SYSTEM_ACCOUNTS[ref.system];

export const toInt = (value: string | number | bigint | null | undefined) =>
  value == null ? 0 : Number(value);

export const walletsOf = (input: PostTransactionInput) => [
  ...new Set(input.postings.flatMap((p) => ('wallet' in p.account ? [p.account.wallet] : []))),
];
