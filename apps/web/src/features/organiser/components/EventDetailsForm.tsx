import { type TEvent, type TRealm, type TTaxCategory, ZEventUpdate } from '@engagex/contracts';
import { Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { useDraftForm } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FormAlert } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { type TEventUpdate, useUpdateEvent } from '../api/update-event';
import { fromLocalInput, numberFrom, splitList, toLocalInput } from '../format';
import { t } from '../messages';
import { organiserResolver } from '../validation';
import {
  EventDescriptionField,
  EventStatusField,
  EventTagsField,
  EventTitleField,
  EventTypeField,
  TicketPriceField,
  TimeZoneField,
  ZonedTimeRangeFields,
} from './event-fields';
import { TaxCategoryField } from './gst/TaxCategoryField';

type Draft = {
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  eventType: string;
  priceCredits: string;
  /** How admission is taxed (decision 079). */
  taxCategory: TTaxCategory;
  status: TEvent['status'];
  tags: string;
  timeZone: string;
  /** Wall-clock times in `timeZone`, 'YYYY-MM-DDTHH:mm', from the date and time pairs (decision 068). */
  startsAt: string;
  endsAt: string;
};
type Key = keyof Draft;

/** Each field's sentence, read (a getter) when the form is checked, so it is in the reader's language then. */
const MESSAGES: Record<Key, string> = {
  get title() {
    return t('rule.title');
  },
  get description() {
    return t('rule.description');
  },
  get titleHi() {
    return t('rule.title');
  },
  get descriptionHi() {
    return t('rule.description');
  },
  get eventType() {
    return t('rule.eventTypeShort');
  },
  get priceCredits() {
    return t('rule.credits');
  },
  get taxCategory() {
    return t('invoices.taxCategory.rule');
  },
  get status() {
    return t('rule.status');
  },
  get tags() {
    return t('rule.tags');
  },
  get timeZone() {
    return t('rule.timeZone');
  },
  get startsAt() {
    return t('rule.startsAt');
  },
  get endsAt() {
    return t('rule.endsAt');
  },
};
const FIELDS = Object.keys(MESSAGES) as Key[];

const draftOf = (event: TEvent): Draft => ({
  title: event.title,
  description: event.description,
  titleHi: event.titleHi ?? '',
  descriptionHi: event.descriptionHi ?? '',
  eventType: event.eventType,
  priceCredits: String(event.priceCredits),
  taxCategory: event.taxCategory,
  status: event.status,
  tags: event.tags.join(', '),
  timeZone: event.timeZone,
  startsAt: toLocalInput(event.startsAt, event.timeZone),
  endsAt: toLocalInput(event.endsAt, event.timeZone),
});

/** Only what changed goes to the server (ZEventUpdate is a partial). */
function changesOf(event: TEvent, draft: Draft): TEventUpdate {
  const changes: TEventUpdate = {};
  if (draft.title !== event.title) changes.title = draft.title;
  if (draft.description !== event.description) changes.description = draft.description;
  // An emptied Hindi text goes as null: the Hindi version is removed, and Hindi readers see the English.
  if (draft.titleHi.trim() !== (event.titleHi ?? '')) changes.titleHi = draft.titleHi.trim() || null;
  if (draft.descriptionHi.trim() !== (event.descriptionHi ?? ''))
    changes.descriptionHi = draft.descriptionHi.trim() || null;
  if (draft.eventType.trim().toLowerCase() !== event.eventType)
    changes.eventType = draft.eventType.trim().toLowerCase();
  const price = numberFrom(draft.priceCredits);
  if (price !== event.priceCredits) changes.priceCredits = price;
  if (draft.taxCategory !== event.taxCategory) changes.taxCategory = draft.taxCategory;
  if (draft.status !== event.status && draft.status !== 'cancelled') changes.status = draft.status;
  const tags = splitList(draft.tags);
  if (tags.join('\u0000') !== event.tags.join('\u0000')) changes.tags = tags;
  // When it happens goes as one: the wall-clock times read in the (perhaps new) zone (decision 039).
  const was = draftOf(event);
  if (draft.timeZone !== was.timeZone || draft.startsAt !== was.startsAt || draft.endsAt !== was.endsAt) {
    changes.timeZone = draft.timeZone;
    changes.startsAt = fromLocalInput(draft.startsAt, draft.timeZone);
    changes.endsAt = fromLocalInput(draft.endsAt, draft.timeZone);
  }
  return changes;
}

/**
 * PATCH /events/:id: what may change after creation (title, description, type, price, status, tags), and when it
 * happens (dates and time zone) until it starts. Once people hold places, the server tells each of them of a move
 * (decision 039), so the form says so before it is saved. Where it happens is fixed; its slots are edited apart.
 */
export function EventDetailsForm({
  realm,
  event,
  booked,
}: {
  realm: TRealm;
  event: TEvent;
  /** Someone holds seats in one of its slots. */
  booked: boolean;
}) {
  const update = useUpdateEvent(realm, event.id);
  const resolver = organiserResolver<Draft, Key>(
    (next) => {
      const pending = changesOf(event, next);
      return Object.keys(pending).length === 0 ? null : { schema: ZEventUpdate, body: pending };
    },
    MESSAGES,
    undefined,
    ['startsAt', 'endsAt'],
  );
  const { draft, errors, set, bind, validate, restart } = useDraftForm({
    initial: () => draftOf(event),
    resolver,
    fields: FIELDS,
    save: update,
  });
  const changes = changesOf(event, draft);
  const dirty = Object.keys(changes).length > 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await validate()) || !dirty) return;
    update.mutate(changes, {
      onSuccess: ({ event: saved }) => {
        restart(draftOf(saved));
        toast({ title: () => t('details.saved'), description: () => saved.title, variant: 'success' });
      },
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-semibold">
          {t('details.heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('details.text')}</p>
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="details-heading"
          className="mt-5 flex flex-col gap-4"
        >
          <EventTitleField {...bind('title')} />
          <EventDescriptionField rows={5} {...bind('description')} />
          <EventTitleField hindi {...bind('titleHi')} />
          <EventDescriptionField hindi rows={3} {...bind('descriptionHi')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <EventTypeField {...bind('eventType')} />
            <TicketPriceField {...bind('priceCredits')} />
            <TaxCategoryField {...bind('taxCategory')} />
            <EventStatusField {...bind('status')} />
            <EventTagsField {...bind('tags')} />
            <TimeZoneField {...bind('timeZone')} />
            <ZonedTimeRangeFields
              zone={draft.timeZone}
              value={draft}
              errors={errors}
              onValueChange={(field, value) => set(field, value)}
            />
          </div>
          {booked && <p className="text-sm text-ink-muted">{t('details.booked')}</p>}
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4">
            {dirty && (
              <Button
                variant="ghost"
                onClick={() => {
                  restart(draftOf(event));
                  update.reset();
                }}
              >
                {t('details.discard')}
              </Button>
            )}
            <Button
              type="submit"
              disabled={!dirty}
              loading={update.isPending}
              icon={update.isPending ? undefined : <Save aria-hidden className="size-4" />}
            >
              {t('details.save')}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
