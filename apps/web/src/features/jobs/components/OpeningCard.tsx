import type { TJobOpening } from '@engagex/contracts';
import { ArrowRight, CalendarClock, Coins, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { closingLabel } from '../format';
import { t } from '../messages';
import { CategoryBadge } from './badges';

/** One opening in the list: the whole card is one link (its title), the rest describes it. */
export function OpeningCard({ opening }: { opening: TJobOpening }) {
  return (
    <Card className="group relative flex w-full flex-col gap-3 p-5 transition-shadow duration-(--duration-fast) focus-within:ring-2 focus-within:ring-focus hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={opening.category} />
        {!opening.isAcceptingApplications && <Badge tone="gray">{t('card.closed')}</Badge>}
      </div>
      <div>
        <h2 className="text-lg font-semibold tracking-tight text-ink">
          <Link
            to={`/jobs/openings/${opening.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {opening.title}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">{opening.department}</p>
      </div>
      <p className="line-clamp-2 text-sm text-ink-muted">{opening.description}</p>
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1.5 pt-1 text-sm text-ink-muted">
        <li className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4" />
          {opening.location}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarClock aria-hidden className="size-4" />
          {closingLabel(opening.closesOn, opening.isAcceptingApplications)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Coins aria-hidden className="size-4" />
          {opening.feeCredits === 0 ? t('card.noFee') : t('card.fee', { credits: opening.feeCredits })}
        </li>
      </ul>
      <span
        aria-hidden
        className="absolute top-5 right-5 inline-flex size-8 items-center justify-center rounded-full text-ink-muted transition-colors group-hover:bg-surface-muted group-hover:text-ink"
      >
        <ArrowRight className="size-4" />
      </span>
    </Card>
  );
}
