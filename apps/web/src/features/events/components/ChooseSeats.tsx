// Over 300 lines: the booking form's one state (types, counts, code, attendees) and its submit, which split apart would pass that state through props.
import {
  CREDIT_PRICE_INR,
  MAX_SEATS_PER_BOOKING,
  type TEvent,
  type TEventSlot,
  type TQuestion,
  type TTicketType,
} from '@engagex/contracts';
import { Suspense, useRef, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { fieldErrorsOf } from '@/lib/api-error';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { toast } from '@/ui/toast';
import { usePromoCheck } from '../api/check-promo-code';
import { type CreateBookingInput, useCreateBooking } from '../api/create-booking';
import { useEventSlots } from '../api/get-event-slots';
import { useEventWithCode } from '../api/get-event-with-code';
import { useJoinWaitlist } from '../api/join-waitlist';
import { entryForSlot, useMyWaitlist } from '../api/list-my-waitlist';
import { t } from '../event-page/messages';
import { formatCount, formatCredits } from '../format';
import { saleNote } from '../sale-note';
import {
  type AttendeeDraft,
  attendeeInputs,
  availableOf,
  checkAttendees,
  inDisplayOrder,
  itemsOf,
  itemsQuery,
  maxOfType,
  type Quantities,
  questionsFor,
  saleState,
  subtotalOf,
  ticketLines,
  totalTickets,
} from '../ticket-order';
import { useSendToWaitingRoom } from '../waiting-room/refusal';
import { ErrorNotice } from './feedback';
import { LiveIndicator } from './LiveIndicator';
import { PromoCodeField } from './PromoCodeField';
import { RupeesPrice } from './RupeesPrice';
import { clampSeats, maxSeatsFor, SeatStepper } from './SeatStepper';
import { canJoinWaitlist, isBookable, isChoosable, SlotPicker } from './SlotPicker';
import { WaitlistPlace } from './WaitlistPlace';

/**
 * A card per ticket shows when the event asks questions or the buyer names who comes: most event pages open without
 * them, so they and the form fields load when shown (decision 085).
 */
const AttendeeCards = lazy(() => import('./AttendeeCards').then((m) => ({ default: m.AttendeeCards })));
/** Most events sell one type, read as the seats stepper: the several types' picker loads when shown (decision 085). */
const TicketTypePicker = lazy(() =>
  import('./TicketTypePicker').then((m) => ({ default: m.TicketTypePicker })),
);

/**
 * Over 300 lines: the step's parts (picker, code, cards, total, waitlist) share one order's state, kept here.
 *
 * The first step: a show, tickets by type (decision 078; one type reads as today's seats stepper), an optional
 * promo code, a card per ticket for who comes and the event's questions, and the total after any saving; booking
 * holds them (or confirms a free booking). A show that cannot take the seats wanted offers its waitlist instead
 * (decision 042), and the user's place in it. Without ticket types (an older server) it books plain seats.
 */
export function ChooseSeats({
  event,
  initialSlots,
  ticketTypes = [],
  questions: eventQuestions = [],
  onBooked,
}: {
  event: TEvent;
  initialSlots: TEventSlot[];
  ticketTypes?: TTicketType[] | undefined;
  questions?: TQuestion[] | undefined;
  onBooked: (bookingId: string) => void;
}) {
  const slots = useEventSlots(event.realm, event.id, initialSlots);
  const list = slots.data ?? initialSlots;
  const [chosen, setChosen] = useState<string | null>(null);
  const slot =
    list.find((s) => s.id === chosen && isChoosable(s)) ??
    list.find((s) => isBookable(s)) ??
    list.find((s) => isChoosable(s)) ??
    null;

  // A code applied re-reads the event with it (the types it unlocks, their availability, their questions).
  const [code, setCode] = useState<string | null>(null);
  const withCode = useEventWithCode(event.realm, event.id, code);
  const detail = code !== null ? withCode.data : undefined;
  const types = inDisplayOrder(detail?.ticketTypes ?? ticketTypes);
  const questions = detail?.questions ?? eventQuestions;
  const detailSlot = (detail?.slots ?? initialSlots).find((s) => s.id === slot?.id);
  const typed = types.length > 0;
  const single = types.length === 1 ? types[0] : undefined;
  const now = Date.now();

  // With an open waitlist any number of seats may be asked for: those the show cannot take are waited for.
  const waitable = slot !== null && canJoinWaitlist(slot);
  const showSeats = slot?.seatsAvailable ?? 0;
  const singleMax = single
    ? saleState(single, now) === 'onSale'
      ? Math.min(
          single.maxPerBooking,
          waitable ? MAX_SEATS_PER_BOOKING : availableOf(single, detailSlot, showSeats),
        )
      : 0
    : 0;
  const max = slot ? maxSeatsFor(single ? singleMax : waitable ? MAX_SEATS_PER_BOOKING : showSeats) : 0;
  const [seats, setSeats] = useState(1);
  const [wanted, setWanted] = useState<Quantities>({});
  // Each type's count kept inside what the show and the booking allow now, types in display order.
  const quantities: Quantities = {};
  if (single) quantities[single.id] = clampSeats(wanted[single.id] ?? seats, max);
  else
    for (const type of types) {
      const cap =
        saleState(type, now) === 'onSale'
          ? maxOfType(type, quantities, availableOf(type, detailSlot, showSeats), showSeats)
          : 0;
      quantities[type.id] = Math.min(wanted[type.id] ?? 0, cap);
    }
  const count = typed ? totalTickets(quantities) : clampSeats(seats, max);
  const items = itemsOf(types, quantities);
  const check = usePromoCheck(event.realm, event.id, code, itemsQuery(items));
  const codeRefused = code !== null && check.isError;
  const discount = code !== null && !codeRefused ? (check.data?.discountCredits ?? 0) : 0;

  const lines = ticketLines(types, quantities);
  const asked = lines.some((line) => questionsFor(questions, line.type.id).length > 0);
  const [drafts, setDrafts] = useState<AttendeeDraft[]>([]);
  const [naming, setNaming] = useState(false);
  const [checked, setChecked] = useState(false);
  const cardsShown = typed && count > 0 && (asked || naming);

  const create = useCreateBooking(event.realm);
  const join = useJoinWaitlist(event.realm);
  const waitlist = useMyWaitlist(event.realm);
  const entry = entryForSlot(waitlist.data, slot?.id);
  const toWaitlist = slot !== null && waitable && count > slot.seatsAvailable;
  const keyFor = useIdempotencyKey();
  const sendToRoom = useSendToWaitingRoom(event.realm);
  const busy = create.isPending || join.isPending;
  // Joining or leaving takes away the button pressed: focus goes back to the step's heading, and the place (or its
  // end) is read out from the live region.
  const heading = useRef<HTMLHeadingElement>(null);
  const cards = useRef<HTMLDivElement>(null);
  const refocus = () => heading.current?.focus();

  const browserErrors = checked && cardsShown ? checkAttendees(lines, drafts, questions) : {};
  // The server's 400 names the attendee and the question (`attendees.N.answers.<id>`): shown on that field.
  const errors = { ...fieldErrorsOf(create.error), ...browserErrors };

  const joinWaitlist = () => {
    if (!slot) return;
    join.mutate({ eventId: event.id, slotId: slot.id, seats: count }, { onSuccess: refocus });
  };

  const book = () => {
    if (!slot) return;
    if (typed && cardsShown) {
      setChecked(true);
      const problems = checkAttendees(lines, drafts, questions);
      if (Object.keys(problems).length > 0) {
        // After React draws the errors: the first field that needs attention takes focus.
        requestAnimationFrame(() =>
          cards.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
        return;
      }
    }
    const attendees = cardsShown ? attendeeInputs(lines, drafts, questions) : [];
    const attempt: CreateBookingInput = typed
      ? {
          eventId: event.id,
          slotId: slot.id,
          items,
          ...(attendees.length > 0 ? { attendees } : {}),
          ...(code !== null && !codeRefused ? { promoCode: code } : {}),
        }
      : { eventId: event.id, slotId: slot.id, seats: count };
    create.mutate(
      { ...attempt, idempotencyKey: keyFor(attempt) },
      {
        onSuccess: (booking) => {
          keyFor.settled();
          if (booking.status === 'confirmed') {
            toast({
              title: () => t('booked.title'),
              description: () => t('booked.seatsConfirmed', { count: booking.seats }),
              variant: 'success',
            });
          }
          onBooked(booking.id);
        },
        // Not admitted by the event's waiting room (decision 080): to the room, which says why.
        onError: (error) => {
          if (!sendToRoom(error, event.id)) void slots.refetch();
        },
      },
    );
  };

  const subtotal = typed ? subtotalOf(types, quantities) : event.priceCredits * count;
  const total = Math.max(0, subtotal - discount);
  const unitPrice = single ? single.priceCredits : event.priceCredits;
  const singleNote =
    single && saleState(single, now) !== 'onSale'
      ? saleNote(single, saleState(single, now), event.timeZone)
      : null;
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {t('choose.title')}
        </h2>
        <LiveIndicator updatedAt={slots.dataUpdatedAt} failed={slots.isError} />
      </div>
      {list.length === 0 ? (
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
          {t('choose.noShows')}
        </p>
      ) : (
        <SlotPicker
          slots={list}
          timeZone={event.timeZone}
          value={slot?.id ?? null}
          onChange={(id) => {
            setChosen(id);
            join.reset();
          }}
          disabled={busy}
          waitlists
        />
      )}
      {typed && !single ? (
        <Suspense fallback={<Skeleton className="h-32 rounded-2xl" />}>
          <TicketTypePicker
            types={types}
            detailSlot={detailSlot}
            showSeats={showSeats}
            quantities={quantities}
            onChange={(typeId, quantity) => setWanted({ ...quantities, [typeId]: quantity })}
            timeZone={event.timeZone}
            disabled={!slot || busy}
            now={now}
          />
        </Suspense>
      ) : (
        <>
          <SeatStepper
            value={count}
            available={max}
            onChange={(value) => (single ? setWanted({ [single.id]: value }) : setSeats(value))}
            disabled={!slot || busy}
          />
          {singleNote && <p className="-mt-2 text-sm text-ink-muted">{singleNote}</p>}
        </>
      )}
      {typed && (
        <PromoCodeField
          applied={code}
          check={check.data}
          checking={check.isFetching && check.data === undefined}
          error={check.error}
          onApply={(next) => {
            // A code may unlock types: the seats counted on the single type's stepper stay chosen.
            if (single) setWanted(quantities);
            setCode(next);
            create.reset();
          }}
          disabled={busy}
        />
      )}
      {typed && count > 0 && !asked && !naming && (
        <Button
          variant="ghost"
          size="sm"
          className="-mx-3 self-start text-link"
          onClick={() => setNaming(true)}
        >
          {t('buy.attendees.add')}
        </Button>
      )}
      {cardsShown && (
        <div ref={cards} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">{t('buy.attendees.title')}</h3>
          {asked && <p className="-mt-1 text-xs text-ink-muted">{t('buy.attendees.required')}</p>}
          <Suspense fallback={<Skeleton className="h-24" />}>
            <AttendeeCards
              lines={lines}
              drafts={drafts}
              questions={questions}
              errors={errors}
              namesRequired={asked}
              disabled={busy}
              onChange={(index, draft) => {
                // An edit answers the server's refusal: its marks leave with it until the next try.
                if (create.isError) create.reset();
                const next = [...drafts];
                next[index] = draft;
                setDrafts(next);
              }}
            />
          </Suspense>
        </div>
      )}
      <div className="flex items-end justify-between gap-3 border-t border-line pt-4">
        <div aria-live="polite" aria-atomic="true">
          <p className="text-xs text-ink-muted">{t('choose.total')}</p>
          <p className="text-xl font-bold text-ink">
            {discount > 0 && (
              <>
                <s className="mr-2 text-base font-medium text-ink-muted">
                  <span className="sr-only">{t('buy.total.before')} </span>
                  {formatCredits(subtotal)}
                </s>{' '}
              </>
            )}
            {total === 0 ? t('price.free') : formatCredits(total)}
          </p>
          {total > 0 && (
            <p className="text-xs text-ink-muted">
              <RupeesPrice inr={total * CREDIT_PRICE_INR} />
            </p>
          )}
          {discount > 0 && (
            <p className="text-xs font-medium text-emerald-700 dark:text-emerald-300">
              {t('buy.total.saving', { credits: formatCredits(discount) })}
            </p>
          )}
        </div>
        {(!typed || single) && (
          <p className="text-right text-xs text-ink-muted">
            {unitPrice === 0
              ? t('choose.noPayment')
              : t('price.perSeat', { count: unitPrice, amount: formatCount(unitPrice) })}
          </p>
        )}
      </div>
      {create.isError && <ErrorNotice title={t('choose.failed')} error={create.error} />}
      {join.isError && <ErrorNotice title={t('choose.joinFailed')} error={join.error} />}
      {slot && <WaitlistPlace entry={entry} realm={event.realm} onOpenOffer={onBooked} onLeft={refocus} />}
      {entry?.status === 'offered' ? null : toWaitlist ? (
        !entry && (
          <>
            <p className="-mb-2 text-sm text-ink-muted">
              {slot.seatsAvailable === 0
                ? t('choose.soldOut')
                : t('choose.onlyLeft', { count: slot.seatsAvailable })}{' '}
              {slot.waitlist.waiting === 0
                ? t('choose.nobodyWaiting')
                : t('choose.peopleWaiting', {
                    count: slot.waitlist.waiting,
                    amount: formatCount(slot.waitlist.waiting),
                  })}
            </p>
            <Button
              size="lg"
              className="w-full"
              loading={join.isPending}
              disabled={busy}
              onClick={joinWaitlist}
            >
              {t('choose.join', { count })}
            </Button>
          </>
        )
      ) : (
        <Button
          size="lg"
          className="w-full"
          disabled={!slot || busy || count === 0 || (single !== undefined && max === 0)}
          loading={create.isPending}
          onClick={book}
        >
          {!slot ? t('seats.soldOut') : count === 0 ? t('buy.choose.none') : t('choose.book', { count })}
        </Button>
      )}
      {slot && !toWaitlist && entry?.status !== 'offered' && total > 0 && (
        <p className="-mt-2 text-center text-xs text-ink-muted">{t('choose.holdNote')}</p>
      )}
    </>
  );
}
