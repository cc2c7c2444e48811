import type { TAdminUserDetail, TLedgerKind } from '@engagex/contracts';
import { formatNumber } from '@/lib/format';
import { formatMoment } from '@/lib/time';
import { t } from '../messages';
import { CreditsForm } from './CreditsForm';
import { Panel } from './Panel';
import { Table } from './Table';

const kindLabel = (kind: TLedgerKind): string => t(`kind.${kind}`);

/** The wallet's totals, the form that grants or deducts, and the most recent 50 ledger lines. */
export function CreditsPanel({ detail }: { detail: TAdminUserDetail }) {
  const { wallet, ledger, user } = detail;
  const totals = [
    { label: t('credits.balance'), value: wallet.balance },
    { label: t('credits.spendable'), value: wallet.creditBalance },
    { label: t('credits.pending'), value: wallet.pendingCredits },
    { label: t('credits.received'), value: wallet.totalEarned },
    { label: t('credits.spent'), value: wallet.totalSpent },
  ];
  return (
    <Panel title={t('credits.heading')}>
      <dl className="grid grid-cols-2 gap-3 @2xl:grid-cols-5">
        {totals.map(({ label, value }) => (
          <div key={label} className="rounded-xl border border-line px-3 py-2">
            <dt className="text-xs font-medium text-ink-muted">{label}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <CreditsForm userId={user.id} name={user.name} />
      {ledger.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('credits.none')}</p>
      ) : (
        <Table
          caption={t('credits.ledger')}
          headers={[
            t('credits.when'),
            t('credits.kind'),
            t('credits.description'),
            t('credits.credits'),
            t('credits.balanceAfter'),
          ]}
        >
          {ledger.map((line) => (
            <tr key={line.id}>
              <td className="whitespace-nowrap">
                <time dateTime={line.createdAt}>{formatMoment(line.createdAt, 'stamp')}</time>
              </td>
              <td className="whitespace-nowrap">{kindLabel(line.kind)}</td>
              <td className="min-w-48">{line.description}</td>
              <td
                data-palette={line.amount < 0 ? 'red' : 'green'}
                className="text-right font-medium whitespace-nowrap text-tone-fg tabular-nums"
              >
                {line.amount > 0 ? '+' : line.amount < 0 ? '−' : ''}
                {formatNumber(Math.abs(line.amount))}
              </td>
              <td className="text-right tabular-nums">
                {line.balanceAfter === null ? '—' : formatNumber(line.balanceAfter)}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}
