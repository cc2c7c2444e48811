import type { TContestantPricing, TEvent, TRealm } from '@engagex/contracts';
import { CalendarDays, MapPin, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/account';
import { isApiError } from '@/lib/api-error';
import { isRealm } from '@/lib/realm';
import { BackLink } from '@/ui/BackLink';
import { buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { EmptyState } from '@/ui/states';
import { useContestantPricing } from '../api/get-contestant-pricing';
import { useEvent } from '../api/get-event';
import { EventCover } from '../components/EventCover';
import { ErrorNotice } from '../components/feedback';
import { formatRange } from '../format';
import { eventPath, listPath } from '../paths';
import { t } from './messages';
import { RegistrationWizard } from './RegistrationWizard';

/** /events/register/:realm/:eventId: register as a contestant in a competition. */
export function RegisterPage({ realm, eventId }: { realm: string; eventId: string }) {
  if (!isRealm(realm)) {
    return (
      <EmptyState
        framed
        icon={<Trophy className="size-6" />}
        title={t('register.notFound')}
        text={t('register.incompleteLink')}
        action={
          <Link to="/events" className={buttonClasses()}>
            {t('register.browseEvents')}
          </Link>
        }
      />
    );
  }
  return <Registration realm={realm} eventId={eventId} />;
}

function Registration({ realm, eventId }: { realm: TRealm; eventId: string }) {
  const event = useEvent(realm, eventId);
  const pricing = useContestantPricing(realm, eventId);
  const user = useCurrentUser();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>
        {event.data ? t('register.pageTitleOf', { event: event.data.event.title }) : t('register.pageTitle')}
      </title>
      <BackLink to={event.data ? eventPath(realm, eventId) : listPath(realm)} quiet>
        {event.data ? t('register.backToEvent') : t('register.events')}
      </BackLink>

      {event.isPending || pricing.isPending || (user.isPending && !user.isError) ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span role="status" className="sr-only">
            {t('register.loading')}
          </span>
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-12 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      ) : event.isError ? (
        isApiError(event.error) && event.error.code === 404 ? (
          <EmptyState
            framed
            icon={<Trophy className="size-6" />}
            title={t('register.notFound')}
            text={t('register.removed')}
          />
        ) : (
          <ErrorNotice
            title={t('register.fetchFailed')}
            error={event.error}
            onRetry={() => void event.refetch()}
          />
        )
      ) : pricing.isError ? (
        <>
          <EventSummary event={event.data.event} />
          <ErrorNotice
            title={t('register.notOpen')}
            error={pricing.error}
            onRetry={
              isApiError(pricing.error) && pricing.error.isHttpError
                ? undefined
                : () => void pricing.refetch()
            }
          />
        </>
      ) : (
        <>
          <EventSummary event={event.data.event} pricing={pricing.data} />
          <RegistrationWizard
            event={event.data.event}
            pricing={pricing.data}
            prefill={{ name: user.data?.name, email: user.data?.email }}
          />
        </>
      )}
    </div>
  );
}

/** The competition, and its whole price before the first step: the base fee, each extra member's, the largest group. */
function EventSummary({ event, pricing }: { event: TEvent; pricing?: TContestantPricing | undefined }) {
  return (
    <Card className="flex items-center gap-4 overflow-hidden p-3 pr-5">
      <EventCover hue={event.imageHue} className="size-20 shrink-0 rounded-xl" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('register.kicker')}</p>
        <h1 className="text-lg font-bold tracking-tight break-words sm:text-xl">{event.title}</h1>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-3.5" />{' '}
            {formatRange(event.startsAt, event.endsAt, event.timeZone)}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3.5" /> {event.district.name}
          </span>
        </p>
        {pricing && (
          <p className="mt-1 text-sm text-ink">
            {t('register.fee', { fee: pricing.baseFeeCredits })}
            {pricing.maxGroupSize > 1 && ' · '}
            {pricing.maxGroupSize > 1 &&
              (pricing.perAdditionalContestantCredits > 0
                ? t('register.groupsExtra', {
                    per: pricing.perAdditionalContestantCredits,
                    max: pricing.maxGroupSize,
                  })
                : t('register.groupsFree', { max: pricing.maxGroupSize }))}
          </p>
        )}
      </div>
    </Card>
  );
}
