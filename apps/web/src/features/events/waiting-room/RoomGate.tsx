/**
 * The booking panel of an event whose waiting room is on (decision 080), in place of choosing seats: before the
 * opening and after it, "Join the waiting room" with when it opens in the reader's time; the place of someone
 * already waiting; joining again after an admission ran out. An admitted person books as usual (`children`, the
 * seats step) below how long their admission lasts. Its own chunk, loaded only for an event with a room on.
 * Changes when the event page says something new about its room.
 */
import { BOOKING_HOLD_MS, type TEvent, type TWaitingRoom } from '@engagex/contracts';
import { Hourglass, UsersRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { Button, buttonClasses } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { formatCountdown } from '../format';
import { waitingRoomPath } from '../paths';
import { useMyPlace } from './api/get-my-place';
import { useJoinWaitingRoom } from './api/join-waiting-room';
import { t } from './messages';
import type { AdmittedArrival } from './WaitingRoomPage';
import { expectedWait, roomMoment } from './wait-words';

export default function RoomGate({
  event,
  room,
  children,
}: {
  event: TEvent;
  room: TWaitingRoom;
  children: ReactNode;
}) {
  const place = useMyPlace(event.realm, event.id);
  const join = useJoinWaitingRoom(event.realm, event.id);
  const navigate = useNavigate();
  // The opening and an admission's end change what the panel offers: looked at again every few seconds.
  const now = useNow(true, 5_000);
  const roomPath = waitingRoomPath(event.realm, event.id);

  if (place.isPending) return <GateSkeleton />;
  const entry = place.data;
  const admittedUntil =
    entry?.status === 'admitted' && entry.admissionExpiresAt && Date.parse(entry.admissionExpiresAt) > now
      ? entry.admissionExpiresAt
      : null;
  if (admittedUntil) {
    return (
      <>
        <Admitted until={admittedUntil} paid={event.priceCredits > 0} />
        {children}
      </>
    );
  }

  const opensLater = Date.parse(room.opensAt) > now;
  const opens = roomMoment(room.opensAt, now);
  if (entry?.status === 'waiting') {
    return (
      <Gate
        icon={<UsersRound className="size-5" />}
        title={t('gate.waitingTitle')}
        text={
          entry.position === null
            ? t('gate.waitingDraw', { time: opens })
            : t('gate.waitingAt', {
                position: formatNumber(entry.position),
                wait: expectedWait(entry, now) ?? '',
              })
        }
      >
        <Link to={roomPath} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('gate.toPlace')}
        </Link>
      </Gate>
    );
  }
  // An admission that ran out (or one the server has not yet called expired): joining again queues at the back.
  if (entry) {
    return (
      <Gate
        icon={<Hourglass className="size-5" />}
        title={t('gate.expiredTitle')}
        text={t('gate.expiredText')}
      >
        <Button
          size="lg"
          className="w-full"
          loading={join.isPending}
          onClick={() => join.mutate(undefined, { onSuccess: () => navigate(roomPath) })}
        >
          {t('gate.joinAgain')}
        </Button>
        {join.isError && <p className="text-sm text-ink-muted">{join.error.message}</p>}
      </Gate>
    );
  }
  return (
    <Gate
      icon={<UsersRound className="size-5" />}
      title={t('gate.title')}
      text={opensLater ? t('gate.before', { time: opens }) : t('gate.after')}
    >
      <Link to={roomPath} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {t('gate.join')}
      </Link>
      {!opensLater && room.waiting > 0 && (
        <p className="text-center text-xs text-ink-muted">
          {t('gate.waiting', { count: room.waiting, amount: formatNumber(room.waiting) })}
        </p>
      )}
    </Gate>
  );
}

/**
 * How long an admission lasts, counted down, and that seats held to pay keep their own time; the heading takes focus
 * when the room just sent the person here.
 */
function Admitted({ until, paid }: { until: string; paid: boolean }) {
  const now = useNow(true);
  const fromRoom = (useLocation().state as AdmittedArrival | null)?.admitted === true;
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (fromRoom) heading.current?.focus();
  }, [fromRoom]);
  return (
    <div
      data-palette="green"
      className="flex flex-col gap-1 rounded-2xl border border-tone-line bg-tone-soft p-4 text-sm"
    >
      <p ref={heading} tabIndex={-1} className="font-semibold text-tone-fg outline-none">
        {t('gate.admittedTitle')}
      </p>
      <p className="text-ink">
        {t('gate.admittedUntil', { time: roomMoment(until, now) })}{' '}
        <span role="timer" aria-live="off" className="font-semibold tabular-nums">
          {t('gate.left', { time: formatCountdown(Date.parse(until) - now) })}
        </span>
      </p>
      {/* A free booking is confirmed at once: only seats to pay for are held. */}
      {paid && (
        <p className="text-xs text-ink-muted">
          {t('gate.admittedHold', { minutes: BOOKING_HOLD_MS / 60_000 })}
        </p>
      )}
    </div>
  );
}

function Gate({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="room-gate-heading" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id="room-gate-heading" tabIndex={-1} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{text}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

function GateSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
