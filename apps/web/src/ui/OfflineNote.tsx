import { WifiOff } from 'lucide-react';
import { offlineText } from '@/lib/api-error';
import { cx } from './cx';

/** One quiet line in place of a list the device cannot fetch without a network; `iconOnly` for narrow rails. */
export function OfflineNote({ iconOnly = false, className }: { iconOnly?: boolean; className?: string }) {
  return (
    <p
      role="status"
      title={iconOnly ? offlineText() : undefined}
      className={cx(
        'flex items-center gap-2 text-sm text-ink-muted',
        iconOnly && 'justify-center',
        className,
      )}
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span className={cx(iconOnly && 'sr-only')}>{offlineText()}</span>
    </p>
  );
}
