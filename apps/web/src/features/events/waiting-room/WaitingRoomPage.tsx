/**
 * /events/:eventId/waiting-room and /events/cultural/:eventId/waiting-room (decision 080): the room of an event's
 * hot on-sale. Arriving joins (once; the same entry answers every tab and device), the place is asked again as
 * ./poll.ts spaces it, and the moment the person is admitted the page moves to the event's booking. A refused
 * booking lands here too, and says why. Its own chunk: nothing of it loads with the event page. Changes when the
 * room page shows something new.
 */
import type { TRealm } from '@engagex/contracts';
import { DoorOpen, Info } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { eventTitle } from '@/lib/content-text';
import { useNow } from '@/lib/use-now';
import { BackLink } from '@/ui/BackLink';
import { buttonClasses } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { EmptyState } from '@/ui/states';
import { useEvent } from '../api/get-event';
import { ErrorNotice } from '../components/feedback';
import { EventsNotFound } from '../EventsLayout';
import { eventPath } from '../paths';
import { roomIsOn, useWaitingRoom } from './api/get-waiting-room';
import { DrawProof } from './DrawProof';
import { t } from './messages';
import { PlaceCard } from './PlaceCard';
import type { RoomArrival } from './refusal';
import { useRoomPlace } from './use-room-place';
import { roomMoment } from './wait-words';

/** What the event page reads from the navigation that brought an admitted person there. */
export type AdmittedArrival = { admitted?: boolean };

export function WaitingRoomPage({ realm, eventId }: { realm: TRealm; eventId: string }) {
  const event = useEvent(realm, eventId);
  const room = useWaitingRoom(realm, eventId, 'always');
  const open = roomIsOn(room.data) ? room.data : null;
  const on = open !== null;
  const { entry, readError, loading, join } = useRoomPlace(realm, eventId, on);
  const now = useNow(true, 5_000);
  const navigate = useNavigate();
  const refused = (useLocation().state as RoomArrival | null)?.refused === true;
  const bookingPath = eventPath(realm, eventId);

  // Admitted: straight to booking, in place of this page (Back returns to where they came from, not here).
  const admitted = entry?.status === 'admitted';
  useEffect(() => {
    if (admitted)
      navigate(bookingPath, { replace: true, state: { admitted: true } satisfies AdmittedArrival });
  }, [admitted, bookingPath, navigate]);

  // The draw revealed the seed: the room is read again for it, once the place shows the draw happened.
  const drawn = entry?.position !== null && entry?.position !== undefined;
  const seedShown = room.data?.seed != null;
  const refetchRoom = room.refetch;
  useEffect(() => {
    if (drawn && !seedShown) void refetchRoom();
  }, [drawn, seedShown, refetchRoom]);

  if (event.isPending || room.isPending) return <RoomSkeleton />;
  if (event.isError) {
    if (isApiError(event.error) && event.error.status === 404) return <EventsNotFound />;
    return (
      <div className="mx-auto w-full max-w-2xl">
        <ErrorNotice title={t('page.failed')} error={event.error} onRetry={() => void event.refetch()} />
      </div>
    );
  }
  const title = eventTitle(event.data.event);
  const opensAt = open?.opensAt;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>
        {entry?.position
          ? t('page.titleAt', { position: entry.position, title })
          : t('page.title', { title })}
      </title>
      <BackLink to={bookingPath} quiet>
        {t('page.back')}
      </BackLink>
      <header className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wider text-primary uppercase">{t('page.eyebrow')}</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {opensAt && (
          <p className="text-sm text-ink-muted">
            {Date.parse(opensAt) > now
              ? t('page.opensAt', { time: roomMoment(opensAt, now) })
              : t('page.openedAt', { time: roomMoment(opensAt, now) })}
          </p>
        )}
      </header>
      {refused && (
        <p
          role="note"
          data-palette="blue"
          className="flex gap-3 rounded-2xl border border-tone-line bg-tone-soft p-4 text-sm text-ink"
        >
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-tone-fg" />
          {t('page.refused')}
        </p>
      )}
      {room.isError ? (
        <ErrorNotice title={t('page.roomFailed')} error={room.error} onRetry={() => void room.refetch()} />
      ) : !open ? (
        <EmptyState
          framed
          icon={<DoorOpen className="size-6" />}
          title={t('page.noRoom')}
          text={t('page.noRoomText')}
          action={
            <Link to={bookingPath} className={buttonClasses()}>
              {t('page.toBooking')}
            </Link>
          }
        />
      ) : (
        <>
          <PlaceCard
            entry={entry}
            loading={loading}
            readError={readError}
            join={join}
            bookingPath={bookingPath}
            admissionMinutes={open.admissionMinutes}
            now={now}
          />
          <DrawProof room={open} entry={entry} />
        </>
      )}
    </div>
  );
}

function RoomSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6" aria-busy="true">
      <span role="status" className="sr-only">
        {t('page.loading')}
      </span>
      <Skeleton className="h-8 w-28" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-48 rounded-2xl" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}
