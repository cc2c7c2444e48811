/**
 * The ticketing routes of both events realms (decision 078): an event's ticket types, questions and promo codes for
 * the people who run it, checking a code for any signed-in buyer, and the sales at a glance. Thin handlers over the
 * endpoint table. Changes when a ticketing endpoint is added.
 */
import type { TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { ticketingSchemas } from '@engagex/contracts/api/ticketing.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { forgetOrderFacts } from '../bookings/order.js';
import { eventViewer } from '../organisers.js';
import { checkPromoCode, createPromoCode, listPromoCodes, updatePromoCode } from './promo-codes.js';
import { promoGuesses } from './promo-guesses.js';
import { createQuestion, deleteQuestion, listQuestions, updateQuestion } from './questions.js';
import { eventSales } from './sales.js';
import { createTicketType, deleteTicketType, listTicketTypes, updateTicketType } from './ticket-types.js';

export const ticketingRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  const guesses = promoGuesses(app, realm);
  // A hold reuses an event's types and questions for a second (bookings/order.ts): a change made here is seen at
  // once by this process's next hold.
  app.addHook('onResponse', async (request, reply) => {
    const { id } = (request.params ?? {}) as { id?: string };
    if (request.method !== 'GET' && reply.statusCode < 400 && id) forgetOrderFacts(id);
  });

  registerEndpoints(
    app,
    ticketingApi,
    ticketingSchemas,
    {
      ticketTypes: async (request) =>
        ok(await listTicketTypes(db, realm, request.params.id, eventViewer(request))),
      createTicketType: async (request, reply) =>
        reply.code(201).send(
          ok(
            await createTicketType(db, realm, {
              eventId: request.params.id,
              viewer: eventViewer(request),
              type: request.body,
            }),
          ),
        ),
      updateTicketType: async (request) =>
        ok(
          await updateTicketType(db, realm, {
            eventId: request.params.id,
            ticketTypeId: request.params.ticketTypeId,
            viewer: eventViewer(request),
            changes: request.body,
          }),
        ),
      deleteTicketType: async (request) =>
        ok(
          await deleteTicketType(db, realm, {
            eventId: request.params.id,
            ticketTypeId: request.params.ticketTypeId,
            viewer: eventViewer(request),
          }),
        ),

      questions: async (request) =>
        ok(await listQuestions(db, realm, request.params.id, eventViewer(request))),
      createQuestion: async (request, reply) =>
        reply.code(201).send(
          ok(
            await createQuestion(db, realm, {
              eventId: request.params.id,
              viewer: eventViewer(request),
              question: request.body,
            }),
          ),
        ),
      updateQuestion: async (request) =>
        ok(
          await updateQuestion(db, realm, {
            eventId: request.params.id,
            questionId: request.params.questionId,
            viewer: eventViewer(request),
            changes: request.body,
          }),
        ),
      deleteQuestion: async (request) =>
        ok(
          await deleteQuestion(db, realm, {
            eventId: request.params.id,
            questionId: request.params.questionId,
            viewer: eventViewer(request),
          }),
        ),

      promoCodes: async (request) =>
        ok(await listPromoCodes(db, realm, request.params.id, eventViewer(request))),
      createPromoCode: async (request, reply) =>
        reply.code(201).send(
          ok(
            await createPromoCode(db, realm, {
              eventId: request.params.id,
              viewer: eventViewer(request),
              code: request.body,
            }),
          ),
        ),
      updatePromoCode: async (request) =>
        ok(
          await updatePromoCode(db, realm, {
            eventId: request.params.id,
            promoCodeId: request.params.promoCodeId,
            viewer: eventViewer(request),
            changes: request.body,
          }),
        ),
      checkPromoCode: async (request, reply) => {
        await guesses.refuseIfGuessing(request, reply);
        return ok(
          await guesses.counted(request, () =>
            checkPromoCode(db, realm, {
              eventId: request.params.id,
              viewer: eventViewer(request),
              code: request.query.code,
              items: request.query.items,
            }),
          ),
        );
      },

      sales: async (request) => ok(await eventSales(db, realm, request.params.id, eventViewer(request))),
    },
    { tags: [`${realm}: ticketing`] },
  );
};
