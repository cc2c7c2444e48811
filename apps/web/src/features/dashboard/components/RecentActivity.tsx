import { History } from 'lucide-react';
import { Suspense } from 'react';
import { lazy } from '@/i18n/lazy';
import { Skeleton } from '@/ui/Card';
import { t } from '../messages';
import { FoldHeading, FoldPanel, useFold } from './Fold';

// The list and its many icons sit below the module grid, out of sight at first paint: they load after it.
const ActivityFeed = lazy(() => import('./ActivityFeed').then((m) => ({ default: m.ActivityFeed })));

/** The latest 10 things the user did (GET /activity), newest first; on a phone, `folded` until asked for. */
export function RecentActivity({ folded = false }: { folded?: boolean }) {
  const fold = useFold(folded);
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
      <FoldHeading
        fold={fold}
        id="activity-heading"
        className="flex items-center gap-2 text-lg font-semibold"
      >
        <History aria-hidden className="size-5 text-ink-muted" />
        {t('activity.title')}
      </FoldHeading>
      <FoldPanel fold={fold}>
        <Suspense fallback={<ActivitySkeleton />}>
          <ActivityFeed />
        </Suspense>
      </FoldPanel>
    </section>
  );
}

export function ActivitySkeleton() {
  return (
    <div aria-busy="true" className="rounded-2xl border border-line bg-surface p-2 shadow-xs">
      <span role="status" className="sr-only">
        {t('activity.loading')}
      </span>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex items-center gap-3 p-2.5">
          <Skeleton className="size-9 shrink-0 rounded-xl" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-3 w-16" />
        </div>
      ))}
    </div>
  );
}
