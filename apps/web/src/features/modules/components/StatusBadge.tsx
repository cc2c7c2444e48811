import type { TModule } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';
import { statusLabel, statusTone } from '../catalogue';
import { t } from '../messages';

export function StatusBadge({
  status,
  short = false,
  className,
}: {
  status: TModule['status'];
  /** "Soon" instead of "Coming soon", for narrow lists. */
  short?: boolean;
  className?: string;
}) {
  return (
    <Badge tone={statusTone(status)} dot={!short} className={className}>
      {short && status === 'upcoming' ? t('soonShort') : statusLabel(status)}
    </Badge>
  );
}
