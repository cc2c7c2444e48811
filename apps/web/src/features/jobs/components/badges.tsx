import type { TJobApplication, TJobCategory, TJobStatus } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';
import { CATEGORY_LABELS, CATEGORY_TONES, feeState, STATUS_LOOK } from '../format';

export function JobStatusBadge({ status, className }: { status: TJobStatus; className?: string }) {
  const { label, tone } = STATUS_LOOK[status];
  return (
    <Badge tone={tone} dot className={className}>
      {label}
    </Badge>
  );
}

export function CategoryBadge({ category }: { category: TJobCategory }) {
  return <Badge tone={CATEGORY_TONES[category]}>{CATEGORY_LABELS[category]}</Badge>;
}

export function FeeBadge({
  application,
}: {
  application: Pick<TJobApplication, 'feeCredits' | 'paymentStatus'>;
}) {
  const { label, tone } = feeState(application);
  return <Badge tone={tone}>{label}</Badge>;
}
