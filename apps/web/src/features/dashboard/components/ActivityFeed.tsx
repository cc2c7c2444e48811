import type { TActivity, TActivityKind } from '@engagex/contracts';
import {
  Banknote,
  Bell,
  Briefcase,
  Clapperboard,
  Coins,
  Gift,
  HandCoins,
  type LucideIcon,
  MapPin,
  MousePointerClick,
  Share2,
  Star,
  StarOff,
  Ticket,
  TicketCheck,
  Trophy,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { useNow } from '@/lib/use-now';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useRecentActivity } from '../api/list-activity';
import { formatDateTime, formatRelative } from '../format';
import { t } from '../messages';
import { ActivitySkeleton } from './RecentActivity';

type Tone = 'blue' | 'gray' | 'green' | 'orange' | 'pink' | 'purple' | 'yellow';

const KINDS: Record<TActivityKind, [LucideIcon, Tone]> = {
  signed_up: [UserPlus, 'purple'],
  module_opened: [MousePointerClick, 'blue'],
  module_backed: [HandCoins, 'purple'],
  launch_notification: [Bell, 'yellow'],
  favorite_added: [Star, 'yellow'],
  favorite_removed: [StarOff, 'gray'],
  credits_purchased: [Coins, 'green'],
  credits_spent: [Wallet, 'orange'],
  credits_granted: [Gift, 'green'],
  referral_joined: [Users, 'pink'],
  referral_earned: [Gift, 'pink'],
  referral_shared: [Share2, 'pink'],
  location_updated: [MapPin, 'gray'],
  video_generated: [Clapperboard, 'green'],
  event_booked: [Ticket, 'blue'],
  event_checked_in: [TicketCheck, 'blue'],
  contest_registered: [Trophy, 'orange'],
  job_applied: [Briefcase, 'orange'],
  encashment_requested: [Banknote, 'green'],
};

export function ActivityFeed() {
  const query = useRecentActivity();
  // Relative times ("5 minutes ago") stay true while the page is open.
  const now = useNow(true, 60_000);

  if (query.isPending) return <ActivitySkeleton />;
  if (query.isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5">
        <p className="font-semibold">{t('activity.failed')}</p>
        <p className="text-sm text-ink-muted">{query.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Card>
    );
  }
  if (query.data.length === 0) {
    return <Card className="p-6 text-sm text-ink-muted">{t('activity.empty')}</Card>;
  }
  return (
    <Card className="p-2">
      <ol className="divide-y divide-line">
        {query.data.map((activity) => (
          <ActivityItem key={activity.id} activity={activity} now={now} />
        ))}
      </ol>
    </Card>
  );
}

function ActivityItem({ activity, now }: { activity: TActivity; now: number }) {
  const [Icon, tone] = KINDS[activity.kind] ?? [MousePointerClick, 'gray'];
  return (
    <li className="flex items-center gap-3 px-2.5 py-3">
      <span
        aria-hidden
        data-palette={tone}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-tone-soft text-tone-fg"
      >
        <Icon className="size-4.5" />
      </span>
      <p className="min-w-0 flex-1 text-sm text-ink">
        {activity.moduleId ? (
          <Link
            to={`/${activity.moduleId}`}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {activity.title}
          </Link>
        ) : (
          activity.title
        )}
      </p>
      <time
        dateTime={activity.timestamp}
        title={formatDateTime(activity.timestamp)}
        className="shrink-0 text-xs whitespace-nowrap text-ink-muted"
      >
        {formatRelative(activity.timestamp, now)}
      </time>
    </li>
  );
}
