import {
  type TAttendeesUpdate,
  type TBooking,
  type TQuestion,
  type TRealm,
  type TTicket,
  ZAttendeesUpdate,
} from '@engagex/contracts';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { contentText } from '@/lib/content-text';
import { messageAt, requestResolver, showRefusal } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { Field, FormAlert, InputField, Select } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useEvent } from '../api/get-event';
import { useUpdateAttendees } from '../api/update-attendees';
import { t } from '../later/messages';
import { ticketsOf, ticketTypeName } from '../tickets';

/*
 * The booker names each still valid ticket's attendee and answers the event's questions asked of its type
 * (decision 078; PUT …/bookings/{id}/attendees), until the show starts. Part of the ticket dialogs' chunk.
 * Changes when an attendee is asked something new.
 */

/** An answer as the form holds it: text as typed, a choice's option, 'yes'/'no' for a yes-or-no question. */
type AttendeeValues = {
  attendees: { ticketId: string; name: string; email: string; answers: Record<string, string> }[];
};

const askedOf = (questions: TQuestion[], ticket: TTicket) =>
  questions.filter(
    (question) => question.ticketTypeIds === null || question.ticketTypeIds.includes(ticket.ticketTypeId),
  );

const heldAnswer = (value: unknown): string =>
  value === true
    ? 'yes'
    : value === false
      ? 'no'
      : value === undefined || value === null
        ? ''
        : String(value);

/** The body the server takes: blank e-mails as null, numbers parsed, yes/no as booleans, blank answers left out. */
function toRequest(values: AttendeeValues, questions: TQuestion[] | null): TAttendeesUpdate {
  return {
    attendees: values.attendees.map((attendee) => {
      const row = { ticketId: attendee.ticketId, name: attendee.name, email: attendee.email.trim() || null };
      // Without the questions (they did not load) the server keeps the answers the ticket has.
      if (!questions) return row;
      const answers: Record<string, string | number | boolean> = {};
      for (const question of questions) {
        const text = (attendee.answers[question.id] ?? '').trim();
        if (text === '') continue;
        if (question.kind === 'number') answers[question.id] = Number(text);
        else if (question.kind === 'boolean') answers[question.id] = text === 'yes';
        else answers[question.id] = text;
      }
      return { ...row, answers };
    }),
  };
}

/**
 * The contract's check, then what it cannot know: a required question left blank, or a number that is not one,
 * each on its own field (the server names the same paths, `attendees.N.answers.<question>`).
 */
function attendeesResolver(
  tickets: TTicket[],
  questions: TQuestion[] | null,
): Resolver<AttendeeValues, unknown, TAttendeesUpdate> {
  const contract = requestResolver<AttendeeValues, TAttendeesUpdate>(ZAttendeesUpdate, (values) =>
    toRequest(values, questions),
  );
  return async (values, context, options) => {
    const errors: Record<string, { type: string; message: string }> = {};
    values.attendees.forEach((attendee, index) => {
      const ticket = tickets[index];
      if (!ticket || !questions) return;
      for (const question of askedOf(questions, ticket)) {
        const text = (attendee.answers[question.id] ?? '').trim();
        const path = `attendees.${index}.answers.${question.id}`;
        if (text === '' && question.required)
          errors[path] = { type: 'required', message: t('tickets.answerRequired') };
        else if (text !== '' && question.kind === 'number' && !Number.isFinite(Number(text)))
          errors[path] = { type: 'number', message: t('tickets.answerNumber') };
      }
    });
    const result = await contract(values, context, options);
    if (Object.keys(errors).length === 0) return result;
    const merged = { ...result.errors } as Record<string, unknown>;
    for (const [path, error] of Object.entries(errors)) {
      const [, index, , id] = path.split('.');
      const list = (merged.attendees ?? []) as Record<string, Record<string, unknown>>[];
      const row = list[Number(index)] ?? {};
      row.answers = { ...(row.answers ?? {}), [id ?? '']: error };
      list[Number(index)] = row;
      merged.attendees = list;
    }
    return { values: {}, errors: merged as never };
  };
}

/** Each still valid ticket's attendee: a name, an optional e-mail, and the answers its type is asked. */
export function AttendeesForm({
  booking,
  realm,
  onDone,
}: {
  booking: TBooking;
  realm: TRealm;
  onDone: () => void;
}) {
  const event = useEvent(realm, booking.eventId);
  const all = ticketsOf(booking);
  const tickets = all.filter((ticket) => ticket.status === 'valid');
  if (event.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span role="status" className="sr-only">
          {t('tickets.attendees.loading')}
        </span>
        <Skeleton className="h-40" />
      </div>
    );
  }
  // Without the questions the names can still be changed; the answers stay as they are.
  const questions = event.data?.questions ?? null;
  return (
    <AttendeesFields
      booking={booking}
      realm={realm}
      tickets={tickets}
      positions={tickets.map((ticket) => all.indexOf(ticket))}
      questions={questions}
      onDone={onDone}
    />
  );
}

function AttendeesFields({
  booking,
  realm,
  tickets,
  positions,
  questions,
  onDone,
}: {
  booking: TBooking;
  realm: TRealm;
  tickets: TTicket[];
  positions: number[];
  questions: TQuestion[] | null;
  onDone: () => void;
}) {
  const update = useUpdateAttendees(realm);
  const [resolver] = useState(() => attendeesResolver(tickets, questions));
  const form = useForm<AttendeeValues, unknown, TAttendeesUpdate>({
    defaultValues: {
      attendees: tickets.map((ticket) => ({
        ticketId: ticket.id,
        name: ticket.attendeeName ?? '',
        email: ticket.attendeeEmail ?? '',
        answers: Object.fromEntries(
          askedOf(questions ?? [], ticket).map((question) => [
            question.id,
            heldAnswer(ticket.answers[question.id]),
          ]),
        ),
      })),
    },
    resolver,
    shouldFocusError: true,
  });
  const [refusal, setRefusal] = useState<string>();
  const errors = form.formState.errors;

  const submit = form.handleSubmit((body) => {
    setRefusal(undefined);
    update.mutate(
      { bookingId: booking.id, ...body },
      {
        onSuccess: () => {
          toast({ title: () => t('tickets.attendees.saved'), variant: 'success' });
          onDone();
        },
        onError: (error) =>
          setRefusal(showRefusal(error, form.setError, { whenFields: t('tickets.attendees.fix') }).message),
      },
    );
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <p className="text-sm text-ink-muted">{t('tickets.attendees.intro')}</p>
      {tickets.map((ticket, index) => {
        const at = `attendees.${index}` as const;
        return (
          <fieldset key={ticket.id} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-ink">
              {t('tickets.attendees.legend', {
                position: (positions[index] ?? index) + 1,
                type: ticketTypeName(booking, ticket),
              })}
            </legend>
            <InputField
              label={t('tickets.attendees.name')}
              autoComplete="name"
              maxLength={100}
              error={messageAt(errors, `${at}.name`)}
              {...form.register(`${at}.name`)}
            />
            <InputField
              label={t('tickets.attendees.email')}
              hint={t('tickets.attendees.emailHint')}
              type="email"
              autoComplete="email"
              maxLength={200}
              error={messageAt(errors, `${at}.email`)}
              {...form.register(`${at}.email`)}
            />
            {askedOf(questions ?? [], ticket).map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                error={messageAt(errors, `${at}.answers.${question.id}`)}
                control={form.register(`${at}.answers.${question.id}`)}
              />
            ))}
          </fieldset>
        );
      })}
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('tickets.attendees.close')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('tickets.attendees.save')}
        </Button>
      </div>
    </form>
  );
}

function QuestionField({
  question,
  error,
  control,
}: {
  question: TQuestion;
  error: string | undefined;
  control: ReturnType<ReturnType<typeof useForm<AttendeeValues>>['register']>;
}) {
  const label = contentText(question.label, question.labelHi);
  const hint = question.required ? t('tickets.attendees.required') : undefined;
  if (question.kind === 'choice' || question.kind === 'boolean') {
    const options =
      question.kind === 'choice'
        ? question.options.map((option) => ({ value: option, label: option }))
        : [
            { value: 'yes', label: t('tickets.attendees.yes') },
            { value: 'no', label: t('tickets.attendees.no') },
          ];
    return (
      <Field label={label} error={error} hint={hint}>
        {(props) => (
          <Select {...props} {...control}>
            <option value="">{t('tickets.attendees.noAnswer')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    );
  }
  return (
    <InputField
      label={label}
      hint={hint}
      error={error}
      {...(question.kind === 'number' ? { inputMode: 'decimal' as const } : { maxLength: 1000 })}
      {...control}
    />
  );
}
