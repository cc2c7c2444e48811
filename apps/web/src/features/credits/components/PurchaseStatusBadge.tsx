import type { Palette, TPurchaseStatus } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';

const look: Record<TPurchaseStatus, { tone: Palette; label: string }> = {
  pending: { tone: 'yellow', label: 'Pending' },
  completed: { tone: 'green', label: 'Completed' },
  cancelled: { tone: 'gray', label: 'Cancelled' },
  failed: { tone: 'red', label: 'Failed' },
};

export function PurchaseStatusBadge({ status }: { status: TPurchaseStatus }) {
  const { tone, label } = look[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
