import type { TRealm } from '@engagex/contracts';
import { CalendarPlus } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDraftForm } from '@/lib/form';
import { realmSearch } from '@/lib/realm';
import { Button } from '@/ui/Button';
import { Field, FormAlert, NumberField, selectClasses } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useCreateEvent } from '../api/create-event';
import { useCompetitions } from '../api/list-events';
import { useVenues } from '../api/list-venues';
import { formatDate } from '../format';
import { useOwnEventsOnly } from '../organiser';
import { ADMIN_BASE } from './EventsAdminLayout';
import { type Draft, EMPTY, eventResolver, FIELDS, toInput } from './event-draft';
import {
  EventDescriptionField,
  EventStatusField,
  EventTagsField,
  EventTitleField,
  EventTypeField,
  FeeIfNotSelectedField,
  TicketPriceField,
  TimeZoneField,
  ZonedTimeRangeFields,
} from './event-fields';
import { CheckboxField, FormSection } from './fields';
import { DistrictField, venueLabel } from './place-options';

/**
 * POST /events: a new event of the realm. Checked with the contract's schema before sending; the server's own
 * refusals land on the same fields. On success the organiser goes on to the event's page to add slots.
 */
export function EventForm({ realm }: { realm: TRealm }) {
  const navigate = useNavigate();
  const create = useCreateEvent(realm);
  const venues = useVenues(realm);
  // A round goes only under a competition its organiser runs (decision 046).
  const competitions = useCompetitions(realm, useOwnEventsOnly());
  const [focusNeeded, setFocusNeeded] = useState(0);
  const { draft, errors, edit, bind, validate } = useDraftForm({
    initial: EMPTY,
    resolver: eventResolver,
    fields: FIELDS,
    save: create,
    onRefused: () => setFocusNeeded((n) => n + 1),
  });
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    const next = { ...draft, [key]: value };
    // A venue belongs to one district: a new district clears a venue chosen in another.
    if (key === 'districtId') next.venueId = '';
    edit(next);
  };

  const districtVenues = (venues.data ?? []).filter((venue) => venue.districtId === draft.districtId);
  const parents = (competitions.data?.items ?? []).filter((event) => event.parentId === null);

  useEffect(() => {
    if (focusNeeded) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusNeeded]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await validate())) {
      setFocusNeeded((n) => n + 1);
      return;
    }
    create.mutate(toInput(draft), {
      onSuccess: ({ event: created }) => {
        toast({
          title: 'Event created',
          description: `${created.title} is saved. Add a slot so people can book seats.`,
          variant: 'success',
        });
        navigate(`${ADMIN_BASE}/${created.id}${realmSearch(realm)}`);
      },
    });
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="New event" className="flex flex-col gap-6">
      <FormSection title="About the event">
        <EventTitleField {...bind('title')} />
        <EventDescriptionField
          rows={4}
          hint="What happens, who it is for, what to bring."
          {...bind('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <EventTypeField {...bind('eventType')} />
          <EventTagsField {...bind('tags')} />
        </div>
      </FormSection>

      <FormSection title="Where and when">
        <div className="grid gap-4 sm:grid-cols-2">
          <DistrictField
            realm={realm}
            value={draft.districtId}
            error={errors.districtId}
            onChange={(districtId) => set('districtId', districtId)}
          />
          <Field
            label="Venue"
            optional
            error={errors.venueId}
            hint={
              !draft.districtId
                ? 'Choose a district first.'
                : districtVenues.length === 0
                  ? 'No venues in this district yet; add one under Venues.'
                  : 'Slots cannot hold more people than the venue.'
            }
          >
            {(props) => (
              <select
                {...props}
                className={selectClasses}
                value={draft.venueId}
                disabled={!draft.districtId}
                onChange={(e) => set('venueId', e.target.value)}
              >
                <option value="">No venue (online or to be announced)</option>
                {districtVenues.map((venue) => (
                  <option key={venue.id} value={venue.id}>
                    {venueLabel(venue)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TimeZoneField
            value={draft.timeZone}
            error={errors.timeZone}
            onValueChange={(value) => set('timeZone', value)}
          />
          <ZonedTimeRangeFields
            zone={draft.timeZone}
            value={draft}
            errors={errors}
            onValueChange={(field, value) => set(field, value)}
          />
        </div>
      </FormSection>

      <FormSection title="Tickets and visibility">
        <div className="grid gap-4 sm:grid-cols-2">
          <TicketPriceField {...bind('priceCredits')} />
          <EventStatusField {...bind('status')} />
        </div>
      </FormSection>

      <FormSection title="Competition">
        <CheckboxField
          label="This event is a competition"
          description="People register as contestants (solo or in groups) and organisers review them."
          checked={draft.isCompetition}
          onChange={(value) => set('isCompetition', value)}
        />
        {draft.isCompetition && (
          <div className="grid gap-4 rounded-2xl bg-surface-muted p-4 sm:grid-cols-3">
            <NumberField
              label="Registration fee (credits)"
              error={errors.registrationFeeCredits}
              min={0}
              value={draft.registrationFeeCredits}
              onValueChange={(value) => set('registrationFeeCredits', value)}
            />
            <NumberField
              label="Fee per extra member (credits)"
              error={errors.feePerAdditionalContestant}
              min={0}
              value={draft.feePerAdditionalContestant}
              onValueChange={(value) => set('feePerAdditionalContestant', value)}
            />
            <NumberField
              label="Largest group"
              error={errors.maxGroupSize}
              hint="1 means solo performances only."
              min={1}
              max={50}
              value={draft.maxGroupSize}
              onValueChange={(value) => set('maxGroupSize', value)}
            />
            <div className="sm:col-span-3">
              <FeeIfNotSelectedField
                value={draft.feeIfNotSelected}
                onValueChange={(value) => set('feeIfNotSelected', value)}
              />
            </div>
          </div>
        )}
        <CheckboxField
          label="This event is a round of another competition"
          description="Rounds are listed under their competition, in round order."
          checked={draft.isRound}
          onChange={(value) => set('isRound', value)}
        />
        {draft.isRound && (
          <div className="grid gap-4 rounded-2xl bg-surface-muted p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Field
              label="Competition"
              error={errors.parentId}
              hint={
                parents.length === 0 && !competitions.isPending
                  ? 'There is no competition to add a round to yet.'
                  : undefined
              }
            >
              {(props) => (
                <select
                  {...props}
                  className={selectClasses}
                  value={draft.parentId}
                  disabled={competitions.isPending}
                  onChange={(e) => set('parentId', e.target.value)}
                >
                  <option value="">
                    {competitions.isPending ? 'Loading competitions…' : 'Choose a competition'}
                  </option>
                  {parents.map((parent) => (
                    <option key={parent.id} value={parent.id}>
                      {parent.title} ({formatDate(parent.startsAt, parent.timeZone)})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <NumberField
              label="Round number"
              error={errors.roundNumber}
              min={1}
              max={20}
              value={draft.roundNumber}
              onValueChange={(value) => set('roundNumber', value)}
            />
          </div>
        )}
      </FormSection>

      {errors.form && <FormAlert>{errors.form}</FormAlert>}

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => navigate(`${ADMIN_BASE}${realmSearch(realm)}`)}>
          Cancel
        </Button>
        <Button
          type="submit"
          loading={create.isPending}
          icon={create.isPending ? undefined : <CalendarPlus aria-hidden className="size-4" />}
        >
          Create event
        </Button>
      </div>
    </form>
  );
}
