import type { TRealm, TVenue } from '@engagex/contracts';
import { CalendarCheck2, CalendarRange, CalendarX2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useDraftForm } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { DateField } from '@/ui/DateField';
import { isIsoDay } from '@/ui/day-text';
import { Field, FieldError, selectClasses } from '@/ui/fields';
import { Spinner } from '@/ui/Spinner';
import { type AvailabilityRange, useVenueAvailability } from '../api/get-venue-availability';
import { formatDate, formatRange, toDateInput } from '../format';
import { t } from '../messages';
import { venueLabel } from './place-options';

const addDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return toDateInput(d);
};

/** GET /venues/:id/availability for a date range: free, or the events already there. */
export function VenueAvailability({
  realm,
  venues,
  venueId,
  onVenueChange,
}: {
  realm: TRealm;
  venues: TVenue[];
  venueId: string;
  onVenueChange: (venueId: string) => void;
}) {
  const { draft, bind } = useDraftForm({ initial: () => ({ startDate: addDays(0), endDate: addDays(30) }) });
  const { startDate, endDate } = draft;
  const [asked, setAsked] = useState<
    (AvailabilityRange & { venueId: string; days: [string, string] }) | null
  >(null);
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useVenueAvailability(
    realm,
    asked?.venueId ?? '',
    asked ? { startDate: asked.startDate, endDate: asked.endDate } : null,
  );
  const venue = venues.find((v) => v.id === asked?.venueId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!venueId) return setProblem(t('availability.chooseVenue'));
    if (!startDate || !endDate) return setProblem(t('availability.chooseDates'));
    if (!isIsoDay(startDate) || !isIsoDay(endDate)) return setProblem(t('availability.dateFormat'));
    if (endDate < startDate) return setProblem(t('availability.order'));
    setProblem(null);
    // Whole local days, sent as instants: the server reads a bare date as a UTC day.
    setAsked({
      venueId,
      startDate: new Date(`${startDate}T00:00:00`).toISOString(),
      endDate: new Date(`${endDate}T23:59:59.999`).toISOString(),
      days: [startDate, endDate],
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="availability-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="availability-heading" className="scroll-mt-24 text-lg font-semibold">
            {t('availability.heading')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('availability.text')}</p>
        </div>
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        >
          <Field label={t('availability.venue')}>
            {(props) => (
              <select
                {...props}
                className={selectClasses}
                value={venueId}
                onChange={(e) => onVenueChange(e.target.value)}
              >
                <option value="">{t('availability.venuePlaceholder')}</option>
                {venues.map((v) => (
                  <option key={v.id} value={v.id}>
                    {venueLabel(v)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <DateField label={t('availability.from')} {...bind('startDate')} />
          <DateField label={t('availability.to')} {...bind('endDate')} min={startDate} />
          <Button
            type="submit"
            variant="secondary"
            className="h-11"
            icon={<CalendarRange aria-hidden className="size-4" />}
          >
            {t('availability.check')}
          </Button>
        </form>
        {problem && <FieldError>{problem}</FieldError>}
        <div aria-live="polite">
          {asked && answer.isFetching && (
            <p className="flex items-center gap-2 text-sm text-ink-muted">
              <Spinner size="small" /> {t('availability.checking')}
            </p>
          )}
          {asked && answer.isError && !answer.isFetching && (
            <p role="alert" className="text-sm text-danger">
              {answer.error.message}
            </p>
          )}
          {asked && answer.data && !answer.isFetching && (
            <div
              data-palette={answer.data.available ? 'green' : 'yellow'}
              className="rounded-2xl border border-tone-line bg-tone-soft p-4"
            >
              <div className="flex items-start gap-3">
                {answer.data.available ? (
                  <CalendarCheck2 aria-hidden className="mt-0.5 size-5 shrink-0 text-tone-fg" />
                ) : (
                  <CalendarX2 aria-hidden className="mt-0.5 size-5 shrink-0 text-tone-fg" />
                )}
                <div className="min-w-0">
                  <p className="font-semibold text-tone-fg">
                    {answer.data.available
                      ? t('availability.free')
                      : t('availability.booked', { count: answer.data.bookings.length })}
                  </p>
                  <p className="text-sm text-ink">
                    {venue?.name} · {formatDate(`${asked.days[0]}T00:00:00`)} –{' '}
                    {formatDate(`${asked.days[1]}T00:00:00`)}
                  </p>
                </div>
              </div>
              {answer.data.bookings.length > 0 && (
                <ul className="mt-3 flex flex-col gap-2 text-sm">
                  {answer.data.bookings.map((booking) => (
                    <li
                      key={`${booking.eventId}-${booking.startsAt}`}
                      className="rounded-xl bg-surface px-3 py-2"
                    >
                      <span className="font-medium text-ink">{booking.title}</span>
                      <span className="block text-xs text-ink-muted">
                        {formatRange(booking.startsAt, booking.endsAt, booking.timeZone)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      </section>
    </Card>
  );
}
