import type { TFlaggedReferral } from '@engagex/contracts';
import { Check, ShieldAlert, X } from 'lucide-react';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FormAlert } from '@/ui/fields';
import { ListSkeleton, LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useFlaggedReferrals } from '../api/list-flagged-referrals';
import { type ReferralDecision, useReviewReferral } from '../api/review-referral';
import { formatDay } from '../format';
import { t } from '../messages';

/**
 * Admins: referrals held for review because the referee signed up from the referrer's own device or address
 * (decision 015). Nothing shows while there are none: the queue above is the page's main work.
 */
export function FlaggedReferrals() {
  const flagged = useFlaggedReferrals();
  if (flagged.isPending) return <ListSkeleton rows={1} label={t('flagged.loading')} />;
  if (flagged.isError)
    return (
      <LoadError
        inline
        title={t('flagged.loadError')}
        error={flagged.error}
        onRetry={() => void flagged.refetch()}
      />
    );
  if (flagged.data.length === 0) return null;
  return (
    <section aria-labelledby="flagged-referrals" className="flex flex-col gap-3">
      <h2 id="flagged-referrals" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ShieldAlert aria-hidden className="size-5 text-danger" />
        {t('flagged.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('flagged.text')}</p>
      <ul aria-label={t('flagged.title')} className="flex flex-col gap-3">
        {flagged.data.map((referral) => (
          <li key={referral.refereeId}>
            <FlaggedReferralCard referral={referral} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FlaggedReferralCard({ referral }: { referral: TFlaggedReferral }) {
  const review = useReviewReferral();
  const decide = (decision: ReferralDecision) =>
    review.mutate(
      { refereeId: referral.refereeId, decision },
      {
        onSuccess: () =>
          toast({
            title: () => (decision === 'approve' ? t('flagged.approved') : t('flagged.rejected')),
            description: () => `${referral.referrerName} → ${referral.refereeName}`,
            variant: 'success',
          }),
      },
    );
  const titleId = `flagged-${referral.refereeId}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
      <div>
        <h3 id={titleId} className="font-semibold text-ink">
          {t('flagged.invited', { referrer: referral.referrerName, referee: referral.refereeName })}
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">
          {t('flagged.details', {
            referrerEmail: referral.referrerEmail,
            refereeEmail: referral.refereeEmail,
            date: formatDay(referral.joinedAt),
            count: referral.completedPurchases,
          })}
        </p>
      </div>
      <p className="text-sm text-ink">{referral.reason}</p>
      {review.error && <FormAlert>{review.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={review.isPending} onClick={() => decide('approve')}>
          <Check aria-hidden className="size-4" />
          {t('flagged.approve')}
        </Button>
        <Button size="sm" variant="danger" loading={review.isPending} onClick={() => decide('reject')}>
          <X aria-hidden className="size-4" />
          {t('flagged.reject')}
        </Button>
      </div>
    </Card>
  );
}
