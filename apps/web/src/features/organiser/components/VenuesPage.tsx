import type { TVenue } from '@engagex/contracts';
import { CalendarRange, MapPinned, Pencil, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { EmptyState, LoadError } from '@/ui/states';
import { useVenues } from '../api/list-venues';
import { t } from '../messages';
import { useCorrectsVenues } from '../organiser';
import { useRealm } from '../use-realm';
import { AdminPageHeader } from './EventsAdminLayout';
import { VenueAvailability } from './VenueAvailability';

const VenueDialog = lazy(() => import('./VenueDialog'));

/**
 * /events/admin/venues: the places events happen in, a form to add one (and, for admins, to edit one), and an
 * availability check. Every organiser's events share the venues, so only admins correct them (decision 046).
 */
export function VenuesPage() {
  const [realm] = useRealm();
  const corrects = useCorrectsVenues();
  const venues = useVenues(realm);
  const [dialog, setDialog] = useState<{ venue: TVenue | null } | null>(null);
  const [availabilityVenue, setAvailabilityVenue] = useState('');

  const checkAvailability = (venue: TVenue) => {
    setAvailabilityVenue(venue.id);
    document.getElementById('availability-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="flex flex-col gap-6">
      <title>{t('venues.pageTitle')}</title>
      <AdminPageHeader
        title={t('venues.title')}
        description={t('venues.description')}
        actions={
          <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setDialog({ venue: null })}>
            {t('venues.new')}
          </Button>
        }
      />
      {/* Beside a long list on a phone, the list comes first; the check is one tap away on each venue. */}
      <div className="max-md:order-last">
        <VenueAvailability
          realm={realm}
          venues={venues.data ?? []}
          venueId={availabilityVenue}
          onVenueChange={setAvailabilityVenue}
        />
      </div>
      <Card className="p-4 sm:p-6">
        {venues.isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-label={t('venues.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16 w-full" />
            ))}
          </div>
        ) : venues.isError ? (
          <LoadError
            inline
            title={t('venues.failed')}
            error={venues.error}
            onRetry={() => void venues.refetch()}
          />
        ) : venues.data.length === 0 ? (
          <EmptyState
            icon={<MapPinned className="size-6" />}
            title={t('venues.none')}
            text={t('venues.noneText')}
          />
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label={t('venues.label')}>
            {[...venues.data]
              .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name))
              .map((venue) => (
                <li key={venue.id} className="@container flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
                  <div className="flex flex-col gap-3 @xl:flex-row @xl:items-center @xl:justify-between">
                    <div className="min-w-0">
                      <p className="font-semibold text-ink">{venue.name}</p>
                      <p className="text-sm text-ink-muted">
                        {venue.address} · {venue.districtName}, {venue.state}
                      </p>
                      <p className="mt-1.5 flex flex-wrap gap-1.5 text-xs">
                        <span className="rounded-full bg-surface-muted px-2 py-0.5 font-semibold text-ink tabular-nums">
                          {t('venues.holds', { capacity: venue.capacity })}
                        </span>
                        {venue.amenities.map((amenity) => (
                          <span
                            key={amenity}
                            className="rounded-full border border-line px-2 py-0.5 text-ink-muted"
                          >
                            {amenity}
                          </span>
                        ))}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('venues.checkLabel', { name: venue.name })}
                        icon={<CalendarRange aria-hidden className="size-3.5" />}
                        onClick={() => checkAvailability(venue)}
                      >
                        {t('venues.availability')}
                      </Button>
                      {corrects && (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('venues.editLabel', { name: venue.name })}
                          icon={<Pencil aria-hidden className="size-3.5" />}
                          onClick={() => setDialog({ venue })}
                        >
                          {t('venues.edit')}
                        </Button>
                      )}
                    </div>
                  </div>
                </li>
              ))}
          </ul>
        )}
      </Card>
      {dialog && (
        <Suspense fallback={null}>
          <VenueDialog
            realm={realm}
            venue={dialog.venue}
            open
            onOpenChange={(open) => {
              if (!open) setDialog(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
