import type { TAdminUserDetail, TLedgerKind } from '@engagex/contracts';
import { formatNumber } from '@/lib/format';
import { formatMoment } from '@/lib/time';
import { CreditsForm } from './CreditsForm';
import { Panel } from './Panel';
import { Table } from './Table';

const KIND_LABELS: Record<TLedgerKind, string> = {
  purchase: 'Purchase',
  spend: 'Spend',
  grant: 'Grant',
  referral: 'Referral',
  hold: 'Hold',
  hold_capture: 'Hold captured',
  hold_release: 'Hold released',
  refund: 'Refund',
  reversal: 'Reversal',
};

/** The wallet's totals, the form that grants or deducts, and the most recent 50 ledger lines. */
export function CreditsPanel({ detail }: { detail: TAdminUserDetail }) {
  const { wallet, ledger, user } = detail;
  const totals = [
    { label: 'Balance', value: wallet.balance },
    { label: 'Spendable', value: wallet.creditBalance },
    { label: 'Pending', value: wallet.pendingCredits },
    { label: 'Received', value: wallet.totalEarned },
    { label: 'Spent', value: wallet.totalSpent },
  ];
  return (
    <Panel title="Credits">
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
        <p className="text-sm text-ink-muted">No credit movements yet.</p>
      ) : (
        <Table
          caption="Ledger, newest first"
          headers={['When', 'Kind', 'Description', 'Credits', 'Balance after']}
        >
          {ledger.map((line) => (
            <tr key={line.id}>
              <td className="whitespace-nowrap">
                <time dateTime={line.createdAt}>{formatMoment(line.createdAt, 'stamp')}</time>
              </td>
              <td className="whitespace-nowrap">{KIND_LABELS[line.kind]}</td>
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
