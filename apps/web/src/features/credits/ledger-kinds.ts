/**
 * Whether the ledger filter in the address names a kind: the credits page reads it before the ledger tab, which
 * loads when opened, is there (decision 081). The kinds are the contracts' LEDGER_KINDS.
 */
import { LEDGER_KINDS, type TLedgerKind } from '@engagex/contracts';

export const isLedgerKind = (value: string | null): value is TLedgerKind =>
  value !== null && (LEDGER_KINDS as readonly string[]).includes(value);
