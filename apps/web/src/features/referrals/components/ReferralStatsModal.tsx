import { REFERRAL_SIGNUP_BONUS, type TReferralPeriod, type TReferralStats } from '@engagex/contracts';
import { Coins, Hourglass, MousePointerClick, Percent, Share2, Trophy, UserCheck, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Modal } from '@/ui/Modal';
import { useReferralStats } from '../api/get-referral-stats';
import { formatCredits, formatDay, formatMonth, formatNumber } from '../format';
import { failureDetail, REFERRAL_MESSAGES } from '../messages';

/** The server's periods, counted back from now (7, 30, 90, 365 days, or everything). */
const PERIODS: { value: TReferralPeriod; label: string; span: string }[] = [
  { value: 'week', label: 'Week', span: 'in the last 7 days' },
  { value: 'month', label: 'Month', span: 'in the last 30 days' },
  { value: 'quarter', label: 'Quarter', span: 'in the last 90 days' },
  { value: 'year', label: 'Year', span: 'in the last 12 months' },
  { value: 'all', label: 'All time', span: 'since you joined' },
];

const TILE_PLACEHOLDERS = ['joined', 'active', 'earned', 'period', 'clicks', 'conversion'];

export default function ReferralStatsModal({
  open,
  onOpenChange,
  onShare,
  variant,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the share modal (from the empty state). */
  onShare: () => void;
  variant: 'center' | 'sheet';
}) {
  const [period, setPeriod] = useState<TReferralPeriod>('month');
  const stats = useReferralStats(period);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      variant={variant}
      title="Referral stats"
      description="Friends who joined with your link and the credits they earned you."
    >
      <div className="flex flex-col gap-5 pt-2">
        <PeriodPicker value={period} onChange={setPeriod} />
        {stats.isError && !stats.data ? (
          <div role="alert" className="rounded-xl border border-line bg-surface-muted p-4 text-sm">
            <p className="font-semibold text-ink">{REFERRAL_MESSAGES.statsFailed}</p>
            <p className="mt-1 text-ink-muted">{failureDetail(stats.error) ?? 'Please try again.'}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void stats.refetch()}>
              Try again
            </Button>
          </div>
        ) : stats.data ? (
          <StatsBody
            stats={stats.data}
            span={PERIODS.find((p) => p.value === period)?.span ?? ''}
            updating={stats.isPlaceholderData}
            onShare={onShare}
          />
        ) : (
          <div aria-busy="true" className="grid grid-cols-2 gap-3 xs:grid-cols-3">
            {TILE_PLACEHOLDERS.map((key) => (
              <Skeleton key={key} className="h-20 rounded-xl" />
            ))}
            <span role="status" className="sr-only">
              Loading referral stats…
            </span>
          </div>
        )}
      </div>
    </Modal>
  );
}

function PeriodPicker({
  value,
  onChange,
}: {
  value: TReferralPeriod;
  onChange: (period: TReferralPeriod) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Period</legend>
      <div className="grid grid-cols-5 gap-1 rounded-xl bg-surface-muted p-1">
        {PERIODS.map((period) => (
          <label
            key={period.value}
            className={cx(
              'relative flex h-8 cursor-pointer items-center justify-center rounded-lg px-1 text-xs font-medium whitespace-nowrap',
              'transition-colors duration-(--duration-fast) has-focus-visible:outline-2 has-focus-visible:outline-focus',
              value === period.value ? 'bg-surface text-ink shadow-xs' : 'text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={period.value}
              checked={value === period.value}
              onChange={() => onChange(period.value)}
              className="sr-only"
            />
            {period.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Tile({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-muted">
        {icon}
        {label}
      </dt>
      <dd className="text-xl font-bold tabular-nums text-ink">{value}</dd>
      {hint && <dd className="text-xs text-ink-muted">{hint}</dd>}
    </div>
  );
}

function StatsBody({
  stats,
  span,
  updating,
  onShare,
}: {
  stats: TReferralStats;
  span: string;
  updating: boolean;
  onShare: () => void;
}) {
  const icon = 'size-3.5 shrink-0';
  return (
    <div
      className={cx('flex flex-col gap-5 transition-opacity', updating && 'opacity-60')}
      aria-busy={updating}
    >
      <dl className="grid grid-cols-2 gap-3 xs:grid-cols-3">
        <Tile
          icon={<Users aria-hidden className={icon} />}
          label="Friends joined"
          value={formatNumber(stats.totalReferrals)}
        />
        <Tile
          icon={<UserCheck aria-hidden className={icon} />}
          label="Active friends"
          value={formatNumber(stats.activeReferrals)}
          hint="made a purchase"
        />
        <Tile
          icon={<Coins aria-hidden className={icon} />}
          label="Credits earned"
          value={formatNumber(stats.totalCreditsEarned)}
          hint="in total"
        />
        <Tile
          icon={<Coins aria-hidden className={icon} />}
          label="This period"
          value={formatNumber(stats.periodCreditsEarned)}
          hint={span}
        />
        <Tile
          icon={<MousePointerClick aria-hidden className={icon} />}
          label="Link clicks"
          value={formatNumber(stats.totalClicks)}
        />
        <Tile
          icon={<Percent aria-hidden className={icon} />}
          label="Conversion"
          value={`${stats.conversionRate}%`}
          hint="of clicks joined"
        />
      </dl>

      {stats.pendingCredits > 0 && (
        <p className="flex items-center gap-3 rounded-xl bg-surface-muted px-3.5 py-3 text-sm">
          <Hourglass aria-hidden className="size-5 shrink-0 text-ink-muted" />
          <span>
            <span className="font-semibold text-ink">{formatCredits(stats.pendingCredits)} pending</span>
            <span className="block text-ink-muted">
              Rewards for friends' payments that can still be refunded: yours once they no longer can (when
              what they paid for starts), cancelled if they are refunded.
            </span>
          </span>
        </p>
      )}

      {stats.topReferralMonth && (
        <p className="flex items-center gap-3 rounded-xl bg-surface-muted px-3.5 py-3 text-sm">
          <Trophy aria-hidden className="size-5 shrink-0 text-amber-600 dark:text-amber-300" />
          <span>
            <span className="font-semibold text-ink">
              Best month: {formatMonth(stats.topReferralMonth.month)}
            </span>
            <span className="block text-ink-muted">
              {stats.topReferralMonth.referrals}{' '}
              {stats.topReferralMonth.referrals === 1 ? 'friend' : 'friends'} joined ·{' '}
              {formatCredits(stats.topReferralMonth.creditsEarned)}
            </span>
          </span>
        </p>
      )}

      <section aria-labelledby="recent-referrals-heading">
        <h3 id="recent-referrals-heading" className="text-sm font-semibold text-ink">
          Recent referrals
        </h3>
        {stats.recentReferrals.length === 0 ? (
          <div className="mt-3 flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong px-4 py-6 text-center">
            <p className="text-sm text-ink-muted">
              No friends have joined yet. Share your link: every friend who joins and makes a first payment
              earns you {REFERRAL_SIGNUP_BONUS} credits.
            </p>
            <Button size="sm" icon={<Share2 aria-hidden className="size-4" />} onClick={onShare}>
              Share your link
            </Button>
          </div>
        ) : (
          <div className="mt-3 overflow-hidden rounded-xl border border-line">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface-muted text-xs text-ink-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Friend
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Purchases
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Credits earned
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium max-xs:hidden">
                    Last purchase
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {stats.recentReferrals.map((referral) => (
                  <tr key={referral.userId}>
                    <th scope="row" className="px-3 py-2 font-medium text-ink">
                      <span className="block [overflow-wrap:anywhere]">{referral.userName}</span>
                      <span className="block text-xs font-normal text-ink-muted">
                        Joined {formatDay(referral.joinedAt)}
                      </span>
                      {referral.lastPurchaseAt && (
                        <span className="block text-xs font-normal text-ink-muted xs:hidden">
                          Last purchase {formatDay(referral.lastPurchaseAt)}
                        </span>
                      )}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatNumber(referral.totalPurchases)}
                    </td>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums">
                      {formatNumber(referral.creditsEarnedFromUser)}
                      {referral.creditsPendingFromUser > 0 && (
                        <span className="block text-xs font-normal whitespace-nowrap text-ink-muted">
                          +{formatNumber(referral.creditsPendingFromUser)} pending
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap text-ink-muted max-xs:hidden">
                      {formatDay(referral.lastPurchaseAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
