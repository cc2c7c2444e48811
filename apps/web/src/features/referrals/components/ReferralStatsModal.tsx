import { REFERRAL_SIGNUP_BONUS, type TReferralPeriod, type TReferralStats } from '@engagex/contracts';
import { Coins, Hourglass, MousePointerClick, Percent, Share2, Trophy, UserCheck, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Modal } from '@/ui/Modal';
import { useReferralStats } from '../api/get-referral-stats';
import { formatDay, formatMonth, formatNumber } from '../format';
import { failureDetail, t } from '../messages';

/** The server's periods, counted back from now (7, 30, 90, 365 days, or everything). */
const PERIODS: readonly TReferralPeriod[] = ['week', 'month', 'quarter', 'year', 'all'];

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
      title={t('stats.title')}
      description={t('stats.description')}
    >
      <div className="flex flex-col gap-5 pt-2">
        <PeriodPicker value={period} onChange={setPeriod} />
        {stats.isError && !stats.data ? (
          <div role="alert" className="rounded-xl border border-line bg-surface-muted p-4 text-sm">
            <p className="font-semibold text-ink">{t('failed.stats')}</p>
            <p className="mt-1 text-ink-muted">{failureDetail(stats.error) ?? t('failed.tryAgainLater')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void stats.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : stats.data ? (
          <StatsBody
            stats={stats.data}
            span={t(`span.${period}`)}
            updating={stats.isPlaceholderData}
            onShare={onShare}
          />
        ) : (
          <div aria-busy="true" className="grid grid-cols-2 gap-3 xs:grid-cols-3">
            {TILE_PLACEHOLDERS.map((key) => (
              <Skeleton key={key} className="h-20 rounded-xl" />
            ))}
            <span role="status" className="sr-only">
              {t('stats.loading')}
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
      <legend className="sr-only">{t('stats.period')}</legend>
      <div className="grid grid-cols-5 gap-1 rounded-xl bg-surface-muted p-1">
        {PERIODS.map((period) => (
          <label
            key={period}
            className={cx(
              'relative flex h-8 cursor-pointer items-center justify-center rounded-lg px-1 text-xs font-medium whitespace-nowrap',
              'transition-colors duration-(--duration-fast) has-focus-visible:outline-2 has-focus-visible:outline-focus',
              value === period ? 'bg-surface text-ink shadow-xs' : 'text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t(`period.${period}`)}
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
          label={t('stats.joined')}
          value={formatNumber(stats.totalReferrals)}
        />
        <Tile
          icon={<UserCheck aria-hidden className={icon} />}
          label={t('stats.active')}
          value={formatNumber(stats.activeReferrals)}
          hint={t('stats.activeHint')}
        />
        <Tile
          icon={<Coins aria-hidden className={icon} />}
          label={t('stats.earned')}
          value={formatNumber(stats.totalCreditsEarned)}
          hint={t('stats.earnedHint')}
        />
        <Tile
          icon={<Coins aria-hidden className={icon} />}
          label={t('stats.thisPeriod')}
          value={formatNumber(stats.periodCreditsEarned)}
          hint={span}
        />
        <Tile
          icon={<MousePointerClick aria-hidden className={icon} />}
          label={t('stats.clicks')}
          value={formatNumber(stats.totalClicks)}
        />
        <Tile
          icon={<Percent aria-hidden className={icon} />}
          label={t('stats.conversion')}
          value={t('stats.conversionValue', { rate: stats.conversionRate })}
          hint={t('stats.conversionHint')}
        />
      </dl>

      {stats.pendingCredits > 0 && (
        <p className="flex items-center gap-3 rounded-xl bg-surface-muted px-3.5 py-3 text-sm">
          <Hourglass aria-hidden className="size-5 shrink-0 text-ink-muted" />
          <span>
            <span className="font-semibold text-ink">
              {t('stats.pending', { credits: stats.pendingCredits })}
            </span>
            <span className="block text-ink-muted">{t('stats.pendingWhy')}</span>
          </span>
        </p>
      )}

      {stats.topReferralMonth && (
        <p className="flex items-center gap-3 rounded-xl bg-surface-muted px-3.5 py-3 text-sm">
          <Trophy aria-hidden className="size-5 shrink-0 text-amber-600 dark:text-amber-300" />
          <span>
            <span className="font-semibold text-ink">
              {t('stats.bestMonth', { month: formatMonth(stats.topReferralMonth.month) })}
            </span>
            <span className="block text-ink-muted">
              {t('stats.bestMonthFacts', {
                friends: stats.topReferralMonth.referrals,
                credits: stats.topReferralMonth.creditsEarned,
              })}
            </span>
          </span>
        </p>
      )}

      <section aria-labelledby="recent-referrals-heading">
        <h3 id="recent-referrals-heading" className="text-sm font-semibold text-ink">
          {t('stats.recent')}
        </h3>
        {stats.recentReferrals.length === 0 ? (
          <div className="mt-3 flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong px-4 py-6 text-center">
            <p className="text-sm text-ink-muted">{t('stats.none', { bonus: REFERRAL_SIGNUP_BONUS })}</p>
            <Button size="sm" icon={<Share2 aria-hidden className="size-4" />} onClick={onShare}>
              {t('stats.shareLink')}
            </Button>
          </div>
        ) : (
          <div className="mt-3 overflow-hidden rounded-xl border border-line">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface-muted text-xs text-ink-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('stats.friend')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('stats.purchases')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('stats.creditsEarned')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium max-xs:hidden">
                    {t('stats.lastPurchase')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {stats.recentReferrals.map((referral) => (
                  <tr key={referral.userId}>
                    <th scope="row" className="px-3 py-2 font-medium text-ink">
                      <span className="block [overflow-wrap:anywhere]">{referral.userName}</span>
                      <span className="block text-xs font-normal text-ink-muted">
                        {t('stats.joinedOn', { day: formatDay(referral.joinedAt) })}
                      </span>
                      {referral.lastPurchaseAt && (
                        <span className="block text-xs font-normal text-ink-muted xs:hidden">
                          {t('stats.lastPurchaseOn', { day: formatDay(referral.lastPurchaseAt) })}
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
                          {t('stats.pendingFromFriend', {
                            credits: formatNumber(referral.creditsPendingFromUser),
                          })}
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
