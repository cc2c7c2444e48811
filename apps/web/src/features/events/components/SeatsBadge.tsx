import { Badge } from '@/ui/Badge';
import { formatCount } from '../format';
import { t } from '../messages';

/** Seats left, in a tone that gets more urgent as they run out. */
export function SeatsBadge({ available, capacity }: { available: number; capacity: number }) {
  if (available <= 0) return <Badge tone="red">{t('seats.soldOut')}</Badge>;
  const scarce = available <= Math.max(10, Math.round(capacity * 0.1));
  const values = { count: available, amount: formatCount(available) };
  return (
    <Badge tone={scarce ? 'orange' : 'green'} dot>
      {scarce ? t('seats.onlyLeft', values) : t('seats.left', values)}
    </Badge>
  );
}
