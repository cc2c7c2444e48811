/**
 * The widget's frame before its visitor signs in (decision 097): the event's title, when and where, its waiting room
 * when it has one on (decision 110), its shows to come with the seats left, and its ticket types with their prices,
 * from the public reads; then "Sign in to book". Booking itself is the event page's BookingPanel, after sign-in,
 * under the same header. Changes when the frame shows more before sign-in, or its header more.
 */
import { CREDIT_PRICE_INR, type TWidgetEvent } from '@engagex/contracts';
import { CalendarDays, MapPin } from 'lucide-react';
import { eventWhen, formatInr, formatPrice, formatRange } from '@/features/events/format';
import { typeName } from '@/features/events/ticket-order';
import { roomIsOn, useWaitingRoom } from '@/features/events/waiting-room/api/get-waiting-room';
import { contentText, eventTitle } from '@/lib/content-text';
import { Card } from '@/ui/Card';
import { t } from '../messages';
import { SignInToBook } from './SignInToBook';
import { WidgetRoom } from './WidgetRoom';

const heading = 'text-sm font-semibold text-ink';
const list = 'flex flex-col divide-y divide-line rounded-2xl border border-line';

/**
 * The frame's header, before sign-in and after: the event's title, when and where. The event page's cover says the
 * same in its own type; sharing one component with it cost the event page 0.07 KB on the wire, so the two stay apart.
 */
export function WidgetHeader({ event }: { event: TWidgetEvent['event'] }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 id="widget-title" className="text-xl font-bold text-ink">
        {eventTitle(event)}
      </h1>
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
        {eventWhen(event)}
      </p>
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {event.venue ? `${event.venue.name}, ` : `${t('preview.where.tba')} · `}
          {contentText(event.district.name, event.district.nameHi)}
        </span>
      </p>
    </header>
  );
}

export function WidgetPreview({
  widget,
  onSignedIn,
  now = Date.now(),
}: {
  widget: TWidgetEvent;
  onSignedIn: () => void;
  now?: number;
}) {
  const { event, slots, ticketTypes } = widget;
  const zone = event.timeZone;
  const upcoming = slots.filter((slot) => Date.parse(slot.startsAt) > now);
  // Public, like the event itself: a room that cannot be read shows nothing (the gate after sign-in still holds).
  // A room that is on is read again while the frame is in view, so a visitor waiting for the opening sees its count
  // move (decision 116), as the room page does.
  const room = useWaitingRoom(event.realm, event.id, 'while-on').data;
  return (
    <article aria-labelledby="widget-title" className="flex flex-col gap-4">
      <WidgetHeader event={event} />

      {roomIsOn(room) && <WidgetRoom room={room} />}

      <section aria-labelledby="widget-shows" className="flex flex-col gap-2">
        <h2 id="widget-shows" className={heading}>
          {t('preview.shows')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('preview.noShows')}</p>
        ) : (
          <ul className={list}>
            {upcoming.map((slot) => (
              <li key={slot.id} className="flex flex-wrap items-center justify-between gap-x-3 px-4 py-2">
                <span className="text-sm text-ink">{formatRange(slot.startsAt, slot.endsAt, zone)}</span>
                <span className="text-sm text-ink-muted">
                  {slot.seatsAvailable > 0
                    ? t('preview.seatsLeft', { count: slot.seatsAvailable })
                    : t('preview.soldOut')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {ticketTypes.length > 0 && (
        <section aria-labelledby="widget-tickets" className="flex flex-col gap-2">
          <h2 id="widget-tickets" className={heading}>
            {t('preview.tickets')}
          </h2>
          <ul className={list}>
            {ticketTypes.map((type) => (
              <li key={type.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 py-2">
                <span className="min-w-0 flex-1 basis-32">
                  <span className="block font-semibold text-ink">{typeName(type)}</span>
                  {type.description && (
                    <span className="block text-xs text-ink-muted">{type.description}</span>
                  )}
                </span>
                <span className="text-sm text-ink">
                  <span className="font-medium">{formatPrice(type.priceCredits)}</span>
                  {type.priceCredits > 0 && (
                    <span className="text-ink-muted">
                      {' '}
                      · {formatInr(type.priceCredits * CREDIT_PRICE_INR)}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Card className="flex flex-col items-start gap-3 p-4">
        <p className="text-sm text-ink-muted">
          {t(roomIsOn(room) ? 'preview.room.signIn' : 'preview.signIn')}
        </p>
        <SignInToBook onSignedIn={onSignedIn} />
      </Card>
    </article>
  );
}
