import { LEDGER_KINDS, type TLedgerKind } from '@engagex/contracts';
import { ArrowDownLeft, ArrowUpRight, WalletMinimal } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState } from '@/ui/states';
import { formatDateTime, formatNumber, formatSigned } from '../amount';
import { useLedger } from '../api/list-ledger';
import { isLedgerKind } from '../ledger-kinds';
import { t } from '../messages';
import { ListSkeleton } from './PurchaseHistory';

/** A ledger entry's kind, as the reader says it. */
export const ledgerKindLabel = (kind: TLedgerKind): string => t(`ledger.kind.${kind}`);

/** GET /credit-transaction/history/{userId}: every change to the wallet, signed, with the balance after it. */
export function LedgerList({
  userId,
  userError,
  page,
  type,
  onChange,
}: {
  userId: string | undefined;
  /** Set when the user id could not be read: retries reading it. */
  userError?: (() => void) | undefined;
  page: number;
  type: TLedgerKind | undefined;
  onChange: (next: { page: number; type: TLedgerKind | undefined }) => void;
}) {
  const ledger = useLedger(userId, { page, type });
  const filterId = useId();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-medium text-ink">
          {t('ledger.type')}
        </label>
        <select
          id={filterId}
          value={type ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ page: 1, type: isLedgerKind(value) ? value : undefined });
          }}
          className="h-9 rounded-xl border border-line-strong bg-surface pr-8 pl-3 text-sm text-ink shadow-xs hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-focus"
        >
          <option value="">{t('ledger.all')}</option>
          {LEDGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ledgerKindLabel(kind)}
            </option>
          ))}
        </select>
      </div>

      {ledger.isError || (!userId && userError) ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-6">
          <p className="font-semibold text-ink">{t('ledger.failed')}</p>
          {ledger.error && <p className="text-sm text-ink-muted">{ledger.error.message}</p>}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => (ledger.isError ? void ledger.refetch() : userError?.())}
          >
            {t('ledger.retry')}
          </Button>
        </div>
      ) : !userId || ledger.isPending ? (
        <ListSkeleton />
      ) : ledger.data.total === 0 ? (
        <EmptyState
          icon={<WalletMinimal className="size-6" />}
          title={type ? t('ledger.emptyType.title') : t('ledger.empty.title')}
          text={type ? t('ledger.emptyType.text') : t('ledger.empty.text')}
        />
      ) : (
        <>
          <ul
            className="flex flex-col divide-y divide-line"
            aria-label={t('ledger.list')}
            aria-busy={ledger.isPlaceholderData || undefined}
          >
            {ledger.data.items.map((entry) => {
              const incoming = entry.amount > 0;
              return (
                <li key={`${entry.id}:${entry.amount}`} className="flex items-center gap-3 py-3.5">
                  <span
                    aria-hidden
                    data-palette={incoming ? 'green' : 'gray'}
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-tone-soft text-tone-fg"
                  >
                    {incoming ? <ArrowDownLeft className="size-4" /> : <ArrowUpRight className="size-4" />}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-ink">{entry.description}</p>
                    <p className="mt-0.5 text-xs text-ink-muted">
                      {ledgerKindLabel(entry.kind)} · {formatDateTime(entry.createdAt)}
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p
                      className={cx(
                        'text-sm font-semibold tabular-nums',
                        incoming ? 'text-emerald-700 dark:text-emerald-300' : 'text-ink',
                      )}
                    >
                      {formatSigned(entry.amount)}
                      <span className="sr-only"> {t('ledger.credits')}</span>
                    </p>
                    {entry.balanceAfter !== null && (
                      <p className="mt-0.5 text-xs text-ink-muted tabular-nums">
                        {t('ledger.balanceAfter', { balance: formatNumber(entry.balanceAfter) })}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <Pagination
            label={t('ledger.pages')}
            page={page}
            totalPages={ledger.data.totalPages}
            busy={ledger.isPlaceholderData}
            onPageChange={(next) => onChange({ page: next, type })}
          />
        </>
      )}
    </div>
  );
}
