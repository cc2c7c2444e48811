import type { TEvent } from '@engagex/contracts';
import { Ban, CalendarSearch, ChartColumn } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmbedPanel } from '@/features/embed/components/EmbedPanel';
import { lazy } from '@/i18n/lazy';
import { isApiError } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { realmSearch } from '@/lib/realm';
import { BackLink } from '@/ui/BackLink';
import { Button, buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadingView } from '@/ui/LoadingView';
import { EmptyState, LoadError } from '@/ui/states';
import { useAdminEvent } from '../api/get-event';
import { useEventWaitlists } from '../api/get-event-waitlists';
import { formatRange } from '../format';
import { t } from '../messages';
import { realmKey, realmName } from '../realm-name';
import { useRealm } from '../use-realm';
import { WaitingRoomPanel } from '../waiting-room/WaitingRoomPanel';
import { EventStatusBadge } from './badges';
import { EventBookings } from './EventBookings';
import { EventDetailsForm } from './EventDetailsForm';
import { EventStatsPanel } from './EventStatsPanel';
import { ADMIN_BASE } from './EventsAdminLayout';
import { FEE_IF_NOT_SELECTED_CHOICES } from './event-fields';
import { SlotsEditor } from './SlotsEditor';
import { PromoCodesPanel } from './ticketing/PromoCodesPanel';
import { QuestionsPanel } from './ticketing/QuestionsPanel';
import { TicketTypesPanel } from './ticketing/TicketTypesPanel';
import { WaitlistsPanel } from './WaitlistsPanel';

const CancelEventDialog = lazy(() => import('./CancelEventDialog'));

/**
 * /events/admin/:eventId: figures, slots, ticket types, questions, promo codes, editable details, fixed facts and
 * bookings of one event. A published event is anyone's to read, but only its organiser's and admins' to run
 * (decision 046): its lines answer only them, so another organiser is told the event is not found, as the server
 * tells them on every change.
 */
export function EditEventPage() {
  const { eventId = '' } = useParams();
  const [realm] = useRealm();
  const detail = useAdminEvent(realm, eventId);
  const lines = useEventWaitlists(realm, eventId);
  const notRun = lines.isError && isApiError(lines.error) && lines.error.status === 404;
  // Mounted on the first ask and kept, so the dialog can animate closed.
  const [cancelAsked, setCancelAsked] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const back = (
    <BackLink to={`${ADMIN_BASE}${realmSearch(realm)}`} className="-mb-3">
      {t('realm.all', { realm: realmKey(realm) })}
    </BackLink>
  );

  if (detail.isPending || (lines.isPending && !detail.isError))
    return <LoadingView message={t('edit.loading')} />;
  if (detail.isError || notRun) {
    const missing =
      notRun || (isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400));
    return (
      <div className="flex flex-col gap-6">
        {back}
        <h1 className="sr-only">{missing ? t('edit.notFound') : t('edit.couldNotLoad')}</h1>
        <Card className="p-4 sm:p-6">
          {missing ? (
            <EmptyState
              icon={<CalendarSearch className="size-6" />}
              title={t('edit.notFound')}
              text={
                // Only a published event (anyone may read it) is said to exist; a draft that is not theirs is not.
                detail.isSuccess ? t('edit.notYours') : t('edit.noSuchEvent', { realm: realmName(realm) })
              }
              action={
                <Link
                  to={`${ADMIN_BASE}${realmSearch(realm)}`}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  {t('edit.backToList')}
                </Link>
              }
            />
          ) : (
            detail.error && (
              <LoadError
                inline
                title={t('edit.failed')}
                error={detail.error}
                onRetry={() => void detail.refetch()}
              />
            )
          )}
        </Card>
      </div>
    );
  }

  if (!detail.data) return null;
  const { event, slots } = detail.data;
  return (
    <div className="flex flex-col gap-6">
      <title>{t('edit.pageTitle', { title: event.title })}</title>
      {back}
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold tracking-wider text-primary uppercase">
          {t('header.eyebrow', { realm: realmName(realm) })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{event.title}</h1>
          <EventStatusBadge status={event.status} />
          <Link
            to={`${ADMIN_BASE}/${event.id}/sales${realmSearch(realm)}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'sm:ml-auto' })}
          >
            <ChartColumn aria-hidden className="size-4" />
            {t('sales.link')}
          </Link>
          {event.status !== 'cancelled' && (
            <Button
              variant="danger"
              size="sm"
              icon={<Ban aria-hidden className="size-4" />}
              onClick={() => {
                setCancelAsked(true);
                setCancelOpen(true);
              }}
            >
              {t('edit.cancelEvent')}
            </Button>
          )}
        </div>
        <p className="text-sm text-ink-muted sm:text-base">
          {formatRange(event.startsAt, event.endsAt, event.timeZone)} ·{' '}
          {event.venue ? `${event.venue.name}, ` : ''}
          {event.district.name}, {event.district.state}
        </p>
      </header>
      <EventStatsPanel realm={realm} eventId={event.id} isCompetition={event.isCompetition} />
      <SlotsEditor realm={realm} event={event} slots={slots} />
      {/* What the event sells and asks (decision 078), below the shows they are sold in. */}
      <TicketTypesPanel realm={realm} event={event} />
      <QuestionsPanel realm={realm} event={event} />
      <PromoCodesPanel realm={realm} event={event} />
      <WaitlistsPanel realm={realm} eventId={event.id} timeZone={event.timeZone} slots={slots} />
      {/* A hot on-sale's waiting room (decision 080): who may take the seats above, and when. */}
      <WaitingRoomPanel realm={realm} event={event} />
      {/* The sites that may show the event's booking on their own pages (decision 095). */}
      <EmbedPanel realm={realm} eventId={event.id} />
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* Saved details come back from the server: a new key starts the form from them. */}
        <EventDetailsForm
          key={event.id}
          realm={realm}
          event={event}
          booked={slots.some((slot) => slot.seatsTaken > 0)}
        />
        <FixedFacts event={event} />
      </div>
      <EventBookings realm={realm} eventId={event.id} />
      {cancelAsked && (
        <Suspense fallback={null}>
          <CancelEventDialog
            realm={realm}
            eventId={event.id}
            title={event.title}
            open={cancelOpen}
            onOpenChange={setCancelOpen}
          />
        </Suspense>
      )}
    </div>
  );
}

/** What cannot change once an event exists: its place and a competition's rules (its dates can, under Details). */
function FixedFacts({ event }: { event: TEvent }) {
  const facts: Array<[string, string]> = [
    [t('facts.district'), `${event.district.name}, ${event.district.state}`],
    [t('facts.venue'), event.venue ? `${event.venue.name}, ${event.venue.address}` : t('facts.noVenue')],
  ];
  if (event.isCompetition) {
    facts.push(
      [
        t('facts.registrationFee'),
        event.registrationFeeCredits === 0
          ? t('facts.free')
          : t('facts.credits', { count: event.registrationFeeCredits }),
      ],
      [
        t('facts.largestGroup'),
        event.maxGroupSize === 1
          ? t('facts.soloOnly')
          : t('facts.people', { count: formatNumber(event.maxGroupSize) }),
      ],
      [t('facts.feeIfNotSelected'), FEE_IF_NOT_SELECTED_CHOICES[event.feeIfNotSelected]],
    );
  }
  if (event.roundNumber !== null) facts.push([t('facts.round'), String(event.roundNumber)]);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="text-lg font-semibold">
          {t('facts.heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('facts.text')}</p>
        <dl className="mt-4 flex flex-col divide-y divide-line text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5 py-2.5 first:pt-0 xs:flex-row xs:gap-4">
              <dt className="shrink-0 text-ink-muted xs:w-32">{label}</dt>
              <dd className="min-w-0 font-medium break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
