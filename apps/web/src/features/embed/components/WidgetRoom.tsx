/**
 * The widget's frame before sign-in, for an event behind a waiting room (decision 110, amending 097): what the
 * room's public read answers (that there is one, when it opens, how many wait) in the event page's own words, so a
 * visitor learns of the line before signing in rather than after. Signed in, the booking panel's own gate takes
 * over (decision 080). The room is read again every half minute while the frame is in view (decision 116), so the
 * count of those waiting moves. Changes when the frame says more about a room before sign-in.
 */
import type { TWaitingRoom } from '@engagex/contracts';
import { UsersRound } from 'lucide-react';
import { t as roomWords } from '@/features/events/waiting-room/messages';
import { roomMoment } from '@/features/events/waiting-room/wait-words';
import { formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';

export function WidgetRoom({ room }: { room: TWaitingRoom }) {
  // The opening turns "it opens at" into "it is open": looked at again every few seconds, as the event page does.
  const now = useNow(true, 5_000);
  const opensLater = Date.parse(room.opensAt) > now;
  return (
    <section
      aria-labelledby="widget-room"
      className="flex items-start gap-3 rounded-2xl border border-line p-4"
    >
      <span
        aria-hidden
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary"
      >
        <UsersRound className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id="widget-room" className="text-sm font-semibold text-ink">
          {roomWords('gate.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {opensLater
            ? roomWords('gate.before', { time: roomMoment(room.opensAt, now) })
            : roomWords('gate.after')}
        </p>
        {/* Read again every half minute (decision 116), and not a live region: a count that moves by the hundred
            would interrupt a screen reader all the while; the visitor hears it where they read it. */}
        {!opensLater && room.waiting > 0 && (
          <p className="mt-1 text-xs text-ink-muted">
            {roomWords('gate.waiting', { count: room.waiting, amount: formatNumber(room.waiting) })}
          </p>
        )}
      </div>
    </section>
  );
}
