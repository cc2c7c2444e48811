import { Badge } from '@/ui/Badge';
import { formatCount } from '../format';

/** Seats left, in a tone that gets more urgent as they run out. */
export function SeatsBadge({ available, capacity }: { available: number; capacity: number }) {
  if (available <= 0) return <Badge tone="red">Sold out</Badge>;
  const scarce = available <= Math.max(10, Math.round(capacity * 0.1));
  return (
    <Badge tone={scarce ? 'orange' : 'green'} dot>
      {scarce ? `Only ${formatCount(available)} left` : `${formatCount(available)} seats left`}
    </Badge>
  );
}
