import { z } from 'zod';
import { ZEventIdParams } from '../events.js';
import {
  ZEventSales,
  ZPromoCode,
  ZPromoCodeCheck,
  ZPromoCodeCheckQuery,
  ZPromoCodeInput,
  ZPromoCodeParams,
  ZPromoCodeUpdate,
  ZQuestion,
  ZQuestionInput,
  ZQuestionParams,
  ZQuestionUpdate,
  ZTicketType,
  ZTicketTypeInput,
  ZTicketTypeParams,
  ZTicketTypeUpdate,
} from '../ticketing.js';
import type { SchemaTable } from './define.js';

/** What a deletion answers: the id that is gone. */
const ZDeleted = z.object({ id: z.uuid(), deleted: z.literal(true) });

export const ticketingSchemas = {
  ticketTypes: { params: ZEventIdParams, response: z.array(ZTicketType) },
  createTicketType: { params: ZEventIdParams, body: ZTicketTypeInput, response: ZTicketType },
  updateTicketType: { params: ZTicketTypeParams, body: ZTicketTypeUpdate, response: ZTicketType },
  deleteTicketType: { params: ZTicketTypeParams, response: ZDeleted },

  questions: { params: ZEventIdParams, response: z.array(ZQuestion) },
  createQuestion: { params: ZEventIdParams, body: ZQuestionInput, response: ZQuestion },
  updateQuestion: { params: ZQuestionParams, body: ZQuestionUpdate, response: ZQuestion },
  deleteQuestion: { params: ZQuestionParams, response: ZDeleted },

  promoCodes: { params: ZEventIdParams, response: z.array(ZPromoCode) },
  createPromoCode: { params: ZEventIdParams, body: ZPromoCodeInput, response: ZPromoCode },
  updatePromoCode: { params: ZPromoCodeParams, body: ZPromoCodeUpdate, response: ZPromoCode },
  checkPromoCode: { params: ZEventIdParams, query: ZPromoCodeCheckQuery, response: ZPromoCodeCheck },

  sales: { params: ZEventIdParams, response: ZEventSales },
} satisfies SchemaTable;
