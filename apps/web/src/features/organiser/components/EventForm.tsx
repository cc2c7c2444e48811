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
import { t } from '../messages';
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
import { TaxCategoryField } from './gst/TaxCategoryField';
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
          title: () => t('form.created'),
          description: () => t('form.createdText', { title: created.title }),
          variant: 'success',
        });
        navigate(`${ADMIN_BASE}/${created.id}${realmSearch(realm)}`);
      },
    });
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-label={t('form.label')}
      className="flex flex-col gap-6"
    >
      <FormSection title={t('form.about')}>
        <EventTitleField {...bind('title')} />
        <EventDescriptionField rows={4} hint={t('form.descriptionHint')} {...bind('description')} />
        <EventTitleField hindi {...bind('titleHi')} />
        <EventDescriptionField hindi rows={3} {...bind('descriptionHi')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <EventTypeField {...bind('eventType')} />
          <EventTagsField {...bind('tags')} />
        </div>
      </FormSection>

      <FormSection title={t('form.whereWhen')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <DistrictField
            realm={realm}
            value={draft.districtId}
            error={errors.districtId}
            onChange={(districtId) => set('districtId', districtId)}
          />
          <Field
            label={t('form.venue')}
            optional
            error={errors.venueId}
            hint={
              !draft.districtId
                ? t('form.venueHintDistrict')
                : districtVenues.length === 0
                  ? t('form.venueHintNone')
                  : t('form.venueHintCapacity')
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
                <option value="">{t('form.noVenue')}</option>
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

      <FormSection title={t('form.ticketsVisibility')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TicketPriceField {...bind('priceCredits')} />
          <EventStatusField {...bind('status')} />
          <TaxCategoryField value={draft.taxCategory} onValueChange={(value) => set('taxCategory', value)} />
        </div>
      </FormSection>

      <FormSection title={t('form.competition')}>
        <CheckboxField
          label={t('form.isCompetition')}
          description={t('form.isCompetitionHint')}
          checked={draft.isCompetition}
          onChange={(value) => set('isCompetition', value)}
        />
        {draft.isCompetition && (
          <div className="grid gap-4 rounded-2xl bg-surface-muted p-4 sm:grid-cols-3">
            <NumberField
              label={t('form.registrationFee')}
              error={errors.registrationFeeCredits}
              min={0}
              value={draft.registrationFeeCredits}
              onValueChange={(value) => set('registrationFeeCredits', value)}
            />
            <NumberField
              label={t('form.extraMemberFee')}
              error={errors.feePerAdditionalContestant}
              min={0}
              value={draft.feePerAdditionalContestant}
              onValueChange={(value) => set('feePerAdditionalContestant', value)}
            />
            <NumberField
              label={t('form.largestGroup')}
              error={errors.maxGroupSize}
              hint={t('form.largestGroupHint')}
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
          label={t('form.isRound')}
          description={t('form.isRoundHint')}
          checked={draft.isRound}
          onChange={(value) => set('isRound', value)}
        />
        {draft.isRound && (
          <div className="grid gap-4 rounded-2xl bg-surface-muted p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Field
              label={t('form.parent')}
              error={errors.parentId}
              hint={parents.length === 0 && !competitions.isPending ? t('form.noParents') : undefined}
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
                    {competitions.isPending ? t('form.loadingCompetitions') : t('form.chooseCompetition')}
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
              label={t('form.roundNumber')}
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
          {t('form.cancel')}
        </Button>
        <Button
          type="submit"
          loading={create.isPending}
          icon={create.isPending ? undefined : <CalendarPlus aria-hidden className="size-4" />}
        >
          {t('form.create')}
        </Button>
      </div>
    </form>
  );
}
