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

/**
 * Admins: referrals held for review because the referee signed up from the referrer's own device or address
 * (decision 015). Nothing shows while there are none: the queue above is the page's main work.
 */
export function FlaggedReferrals() {
  const flagged = useFlaggedReferrals();
  if (flagged.isPending) return <ListSkeleton rows={1} label="Loading flagged referrals…" />;
  if (flagged.isError)
    return (
      <LoadError
        inline
        title="Could not load the flagged referrals"
        error={flagged.error}
        onRetry={() => void flagged.refetch()}
      />
    );
  if (flagged.data.length === 0) return null;
  return (
    <section aria-labelledby="flagged-referrals" className="flex flex-col gap-3">
      <h2 id="flagged-referrals" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ShieldAlert aria-hidden className="size-5 text-danger" />
        Referrals held for review
      </h2>
      <p className="text-sm text-ink-muted">
        They pay nothing until approved. Approving pays what their payments earned meanwhile.
      </p>
      <ul aria-label="Referrals held for review" className="flex flex-col gap-3">
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
            title: decision === 'approve' ? 'Referral approved' : 'Referral rejected',
            description: `${referral.referrerName} → ${referral.refereeName}`,
            variant: 'success',
          }),
      },
    );
  const titleId = `flagged-${referral.refereeId}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
      <div>
        <h3 id={titleId} className="font-semibold text-ink">
          {referral.referrerName} invited {referral.refereeName}
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">
          {referral.referrerEmail} → {referral.refereeEmail} · joined {formatDay(referral.joinedAt)} ·{' '}
          {referral.completedPurchases} completed payment{referral.completedPurchases === 1 ? '' : 's'}
        </p>
      </div>
      <p className="text-sm text-ink">{referral.reason}</p>
      {review.error && <FormAlert>{review.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={review.isPending} onClick={() => decide('approve')}>
          <Check aria-hidden className="size-4" />
          Approve
        </Button>
        <Button size="sm" variant="danger" loading={review.isPending} onClick={() => decide('reject')}>
          <X aria-hidden className="size-4" />
          Reject
        </Button>
      </div>
    </Card>
  );
}
