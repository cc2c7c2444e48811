import { ChevronRight, MonitorSmartphone } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '@/ui/cx';
import { t } from '../account/messages';

/** The way from the account menu (and the phone's profile sheet) to "Your devices" (decision 087). */
export function DevicesLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      to="/account/devices"
      onClick={onNavigate}
      className={cx(
        'flex min-h-12 items-center gap-3 rounded-xl border border-line px-3.5 text-sm font-medium text-ink',
        'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <MonitorSmartphone aria-hidden className="size-5 text-ink-muted" />
      <span className="flex-1">{t('devices')}</span>
      <ChevronRight aria-hidden className="size-4 text-ink-muted" />
    </Link>
  );
}
