/**
 * The kinds of a ledger entry the ledger's filter offers, apart from the ledger's list: the credits page reads the
 * filter from its address before the ledger tab, which loads when opened, is there (decision 081). Changes when the
 * ledger gains a kind.
 */
import type { TLedgerKind } from '@engagex/contracts';

export const LEDGER_KINDS: readonly TLedgerKind[] = [
  'purchase',
  'spend',
  'grant',
  'referral',
  'hold',
  'hold_capture',
  'hold_release',
  'refund',
  'reversal',
];

export const isLedgerKind = (value: string | null): value is TLedgerKind =>
  value !== null && (LEDGER_KINDS as readonly string[]).includes(value);
