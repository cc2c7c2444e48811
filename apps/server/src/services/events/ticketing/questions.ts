/**
 * The questions an event asks each attendee (decision 078): list, create, change and delete them. A question may be
 * asked only of some types, which must be the event's own. Deleting one keeps the answers already given: they stay
 * in the tickets' JSON. Changes when what an organiser may ask does.
 */
import type { TQuestion, TQuestionInput, TQuestionUpdate, TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { type EventViewer, eventRunBy } from '../organisers.js';
import { ownTypes } from './event-types.js';
import { eventQuestionRows, toQuestion } from './reads.js';

/** GET …/questions, in the order attendees are asked them. */
export async function listQuestions(
  db: Database,
  realm: TRealm,
  eventId: string,
  viewer: EventViewer,
): Promise<TQuestion[]> {
  await eventRunBy(db, realm, eventId, viewer);
  const rows = await eventQuestionRows(db, eventId);
  return rows.map(toQuestion);
}

export async function createQuestion(
  db: Database,
  realm: TRealm,
  input: { eventId: string; viewer: EventViewer; question: TQuestionInput },
): Promise<TQuestion> {
  const { eventId, question } = input;
  await eventRunBy(db, realm, eventId, input.viewer);
  await ownTypes(db, eventId, question.ticketTypeIds, 'body.ticketTypeIds');
  const row = await db
    .insertInto('event_questions')
    .values({
      event_id: eventId,
      label: question.label,
      label_hi: question.labelHi ?? null,
      kind: question.kind,
      // Only a choice question has options.
      options: JSON.stringify(question.kind === 'choice' ? (question.options ?? []) : []),
      required: question.required,
      ticket_type_ids: question.ticketTypeIds ?? null,
      ...(question.displayOrder !== undefined ? { display_order: question.displayOrder } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toQuestion(row);
}

/** The question's row, or a 404 when it is not this event's. */
async function eventQuestion(db: Database, eventId: string, questionId: string) {
  const row = await db
    .selectFrom('event_questions')
    .selectAll()
    .where('id', '=', questionId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!row) throw notFound('Question');
  return row;
}

/** PATCH …/questions/{id}: its kind stays; a choice question keeps at least two options; null asks every type. */
export async function updateQuestion(
  db: Database,
  realm: TRealm,
  input: { eventId: string; questionId: string; viewer: EventViewer; changes: TQuestionUpdate },
): Promise<TQuestion> {
  const { eventId, questionId, changes } = input;
  await eventRunBy(db, realm, eventId, input.viewer);
  const before = await eventQuestion(db, eventId, questionId);
  if (changes.options !== undefined && before.kind === 'choice' && changes.options.length < 2)
    throw new AppError('VALIDATION_ERROR', 'A choice question needs at least two options', [
      { path: 'body.options', message: 'A choice question needs at least two options' },
    ]);
  await ownTypes(db, eventId, changes.ticketTypeIds, 'body.ticketTypeIds');
  const row = await db
    .updateTable('event_questions')
    .set({
      ...(changes.label !== undefined ? { label: changes.label } : {}),
      ...(changes.labelHi !== undefined ? { label_hi: changes.labelHi } : {}),
      ...(changes.options !== undefined && before.kind === 'choice'
        ? { options: JSON.stringify(changes.options) }
        : {}),
      ...(changes.required !== undefined ? { required: changes.required } : {}),
      ...(changes.ticketTypeIds !== undefined ? { ticket_type_ids: changes.ticketTypeIds } : {}),
      ...(changes.displayOrder !== undefined ? { display_order: changes.displayOrder } : {}),
    })
    .where('id', '=', questionId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('Question');
  return toQuestion(row);
}

/** DELETE …/questions/{id}: later attendees are not asked it; answers already given stay on their tickets. */
export async function deleteQuestion(
  db: Database,
  realm: TRealm,
  input: { eventId: string; questionId: string; viewer: EventViewer },
) {
  await eventRunBy(db, realm, input.eventId, input.viewer);
  const gone = await db
    .deleteFrom('event_questions')
    .where('id', '=', input.questionId)
    .where('event_id', '=', input.eventId)
    .returning('id')
    .executeTakeFirst();
  if (!gone) throw notFound('Question');
  return { id: input.questionId, deleted: true as const };
}
