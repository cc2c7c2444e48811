import { t } from '../event-page/messages';
import { formatTime } from '../format';

/** Whether the shows' seat counts are still refreshing, with the time of the last answer on hover. */
export function LiveIndicator({ updatedAt, failed }: { updatedAt: number; failed: boolean }) {
  return (
    <p
      className="flex items-center gap-1.5 text-xs text-ink-muted"
      title={
        updatedAt ? t('live.updated', { time: formatTime(new Date(updatedAt).toISOString()) }) : undefined
      }
    >
      <span aria-hidden className="relative flex size-2">
        {!failed && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        )}
        <span
          className={`relative inline-flex size-2 rounded-full ${failed ? 'bg-slate-400' : 'bg-emerald-500'}`}
        />
      </span>
      {failed ? t('live.paused') : t('live.on')}
    </p>
  );
}
