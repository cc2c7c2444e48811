import type { TEncashmentRequest } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';
import { ENCASHMENT_STATUS } from '../format';

export function EncashmentStatusBadge({ status }: { status: TEncashmentRequest['status'] }) {
  const { label, tone } = ENCASHMENT_STATUS[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
