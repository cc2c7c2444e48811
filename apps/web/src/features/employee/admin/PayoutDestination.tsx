import type { TEncashmentRequest, TPayoutDetails } from '@engagex/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { formatMoment } from '@/lib/time';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { FormAlert } from '@/ui/fields';
import { useRevealPayout } from '../api/reveal-payout';
import { PAYOUT_LABELS } from '../format';
import { t } from '../messages';

/** Label, value, and whether it is a code to copy exactly (set in monospace). */
function fullLines(destination: TPayoutDetails): Array<[string, string, boolean]> {
  return destination.method === 'upi'
    ? // not translated: UPI ID is the payment system's own term
      [['UPI ID', destination.upiId, true]]
    : [
        [t('destination.accountHolder'), destination.accountName, false],
        [t('destination.accountNumber'), destination.accountNumber, true],
        [t('destination.ifsc'), destination.ifsc, true],
      ];
}

const onlyPayoutAdmins = () => t('destination.onlyPayoutAdmins');

/** Why a payout admin sees no "Show full details": the request needs no transfer now. */
const NO_PAYOUT_DUE: Record<TEncashmentRequest['status'], () => string> = {
  pending: onlyPayoutAdmins,
  approved: onlyPayoutAdmins,
  paid: () => t('destination.paid'),
  rejected: () => t('destination.rejected'),
  cancelled: () => t('destination.cancelled'),
};

/**
 * Where to send the money. Everyone sees the masked destination; an admin with the payout role can ask for the
 * full one, to make the transfer they will mark paid (decision 008). Each ask is logged by the server.
 */
export function PayoutDestination({
  request,
  canReveal,
  payoutAdmin = false,
}: {
  request: TEncashmentRequest;
  canReveal: boolean;
  /** The viewer has the payout role: when they cannot reveal, it is because no payout is due (decision 055). */
  payoutAdmin?: boolean;
}) {
  const reveal = useRevealPayout();
  const shown = reveal.data?.requestId === request.id ? reveal.data : null;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-muted">
        {t('destination.payTo', { method: PAYOUT_LABELS[request.payoutMethod] })}
      </dt>
      <dd className="mt-0.5 flex flex-col gap-2 text-ink">
        {shown ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" aria-label={t('destination.full')}>
              {fullLines(shown.destination).map(([label, value, code]) => (
                <div key={label} className="contents">
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className={cx('select-all break-all', code && 'font-mono')}>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-xs text-ink-muted">
              {t('destination.shownAt', { time: formatMoment(shown.revealedAt, 'time') })}
            </p>
          </>
        ) : (
          <span className="break-words">{request.payoutTo}</span>
        )}
        {reveal.error && <FormAlert>{reveal.error.message}</FormAlert>}
        {canReveal ? (
          <span>
            <Button
              size="sm"
              variant="ghost"
              icon={
                shown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />
              }
              loading={reveal.isPending}
              onClick={() => (shown ? reveal.reset() : reveal.mutate(request.id))}
            >
              {shown ? t('destination.hide') : t('destination.show')}
            </Button>
          </span>
        ) : (
          <span className="text-xs text-ink-muted">
            {payoutAdmin ? NO_PAYOUT_DUE[request.status]() : onlyPayoutAdmins()}
          </span>
        )}
      </dd>
    </div>
  );
}
