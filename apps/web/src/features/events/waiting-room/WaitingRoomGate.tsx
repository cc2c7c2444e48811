/**
 * Between the event page's booking panel and choosing seats (decision 080): with no room, or one switched off, or
 * one that cannot be read (the server still refuses seats to anyone not admitted), the seats step as before; with a
 * room on, ./RoomGate, loaded only then, so an event without a room downloads none of the room's code or words.
 * Changes when the event page learns of its room differently.
 */
import type { TEvent } from '@engagex/contracts';
import { type ReactNode, Suspense } from 'react';
import { lazy } from '@/i18n/lazy';
import { Skeleton } from '@/ui/Card';
import { t } from '../messages';
import { roomIsOn, useWaitingRoom } from './api/get-waiting-room';

const RoomGate = lazy(() => import('./RoomGate'));

export function WaitingRoomGate({ event, children }: { event: TEvent; children: ReactNode }) {
  // Re-read while a room is on, so the count of people waiting moves, as in the widget's frame (decision 116).
  const room = useWaitingRoom(event.realm, event.id, 'while-on');
  if (room.isPending) return <Waiting />;
  if (!roomIsOn(room.data)) return children;
  return (
    <Suspense fallback={<Waiting />}>
      <RoomGate event={event} room={room.data}>
        {children}
      </RoomGate>
    </Suspense>
  );
}

function Waiting() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {t('bookings.loading')}
      </span>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-32" />
    </div>
  );
}
