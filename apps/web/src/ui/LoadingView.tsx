import { LOADING_MIN_HEIGHT } from '@engagex/contracts';
import { Spinner } from './Spinner';

/** A centred spinner with its message; `large` fills a page (min 400 px), `small` a panel (min 200 px). */
export function LoadingView({ message, size = 'large' }: { message: string; size?: 'small' | 'large' }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ minHeight: LOADING_MIN_HEIGHT[size] }}
      className="flex w-full flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <Spinner size={size === 'large' ? 'large' : 'medium'} />
      <p className="text-sm font-medium text-ink-muted">{message}</p>
    </div>
  );
}
