import type { Palette, TPurchaseStatus } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';
import { t } from '../messages';

const look: Record<TPurchaseStatus, { tone: Palette; readonly label: string }> = {
  pending: {
    tone: 'yellow',
    get label() {
      return t('status.pending');
    },
  },
  completed: {
    tone: 'green',
    get label() {
      return t('status.completed');
    },
  },
  cancelled: {
    tone: 'gray',
    get label() {
      return t('status.cancelled');
    },
  },
  failed: {
    tone: 'red',
    get label() {
      return t('status.failed');
    },
  },
};

export function PurchaseStatusBadge({ status }: { status: TPurchaseStatus }) {
  const { tone, label } = look[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
