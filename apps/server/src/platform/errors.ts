/**
 * The one error type, its code → status map and the error handler (decision 005), which says every message in the
 * request's language (decision 077). Changes when an error code is added or the handler's rules do.
 */
import {
  ERROR_STATUS,
  type ErrorCode,
  type TAccountSuspension,
  type TErrorDetail,
  type TErrorEnvelope,
} from '@engagex/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { requestLanguage } from './i18n/language.js';
import { msg, type Said, say } from './i18n/say.js';
import { english, translate } from './i18n/translate.js';
import { issueMessage } from './i18n/validation.js';
import { isSpaNavigation, sendAppShell } from './web-app.js';

/** A refused field and why, as said (decision 077). */
export type SaidDetail = { path: string; message: string | Said };

/**
 * The one error type domain code throws; the handler below turns it into the wire envelope. Its message is an
 * English sentence, or `say(template, values)` for one with values: the handler says it in the request's language
 * (decision 077), and `message` is always the English.
 */
export class AppError extends Error {
  readonly status: number;
  /** The sentence as said, for the handler to translate. */
  readonly said: string | Said;
  /** The refused fields, their messages in English. */
  readonly details: TErrorDetail[] | undefined;
  /** The refused fields' messages as said, for the handler to translate. */
  readonly saidDetails: SaidDetail[] | undefined;
  /** A suspended account's standing (decision 048); the handler adds where to appeal. */
  readonly suspension: Omit<TAccountSuspension, 'appealTo'> | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string | Said,
    details?: SaidDetail[],
    options?: ErrorOptions & { suspension?: Omit<TAccountSuspension, 'appealTo'> },
  ) {
    super(english(message), options);
    this.said = message;
    this.saidDetails = details;
    this.details = details?.map((detail) => ({ ...detail, message: english(detail.message) }));
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.suspension = options?.suspension;
  }
}

/** "Event not found": each such sentence is a catalogue key of its own, as the catalogue gate reads them. */
const notFoundSentence = (what: string) => `${what} not found`;
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', notFoundSentence(what));
export const unauthenticated = (message: string | Said = msg('Authentication required')) =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string | Said = msg('You do not have access to this resource')) =>
  new AppError('FORBIDDEN', message);

export function errorEnvelope(
  code: ErrorCode,
  message: string,
  details?: TErrorDetail[],
  suspension?: TAccountSuspension,
): TErrorEnvelope {
  return {
    success: false,
    code,
    message,
    error: message,
    ...(details ? { details } : {}),
    ...(suspension ? { suspension } : {}),
  };
}

/** Seconds a client waits before retrying a 503: an outage or a restart takes a few seconds (decision 036). */
export const RETRY_AFTER_SECONDS = 5;

function sendError(reply: FastifyReply, status: number, envelope: TErrorEnvelope) {
  // Every 503 says when to come back, so clients and balancers retry instead of giving up or hammering.
  if (status === 503 && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(status).type('application/json; charset=utf-8').send(envelope);
}

/** Fastify's own errors for things the client got wrong, mapped to our codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_ERROR', message: msg('Malformed JSON body') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_ERROR', message: msg('Request body must not be empty') },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: msg('Request body is too large') },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: msg('Unsupported content type; send application/json'),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_ERROR',
    message: msg('Invalid Content-Length header'),
  },
  FST_ERR_CTP_INVALID_TYPE: { code: 'VALIDATION_ERROR', message: msg('Invalid Content-Type header') },
};

const BAD_INPUT_SQLSTATES: Record<string, string> = {
  '22021': msg('Text contains characters that are not allowed'),
  '22P05': msg('Text contains characters that are not allowed'),
  '22003': msg('A number is out of range'),
  '22P02': msg('A value has the wrong format'),
};

const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * The database is down or restarting (connection refused or reset, PostgreSQL's class 08 connection
 * errors, 57P01-03 shutdown codes): a retryable 503, not a 500.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNREACHABLE.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))
  )
    return true;
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
  );
}

/**
 * PostgreSQL gave up on the transaction to break a deadlock (40P01) or a serialization conflict (40001): it
 * rolled everything back, so nothing was written and the same request (with its idempotency key) can be sent
 * again. A retryable 503, like an outage, rather than a 500.
 */
const isTransientConflict = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '40001';
};

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'BUSINESS_RULE',
};

export function installErrorHandling(
  app: FastifyInstance,
  options: { serveAppShell: boolean; appealTo?: string | null },
) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Every message in the request's language (decision 077); English is each sentence as written.
    const language = requestLanguage(request);
    const said = (text: string | Said) => translate(language, text);
    if (error instanceof AppError) {
      const suspension = error.suspension && { ...error.suspension, appealTo: options.appealTo ?? null };
      const details = error.saidDetails?.map((detail) => ({ ...detail, message: said(detail.message) }));
      return sendError(reply, error.status, errorEnvelope(error.code, said(error.said), details, suspension));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation.map((issue) => ({
        path: `${where}${issue.instancePath.replaceAll('/', '.')}`.replace(/\.$/, ''),
        message: said(issueMessage(issue)),
      }));
      const first = details[0];
      const message = first
        ? said(say('Invalid {path}: {detail}', { path: first.path, detail: first.message }))
        : said('Invalid request');
      return sendError(reply, 400, errorEnvelope('VALIDATION_ERROR', message, details));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return sendError(reply, ERROR_STATUS[known.code], errorEnvelope(known.code, said(known.message)));
    }
    if (error.statusCode === 429) {
      return sendError(
        reply,
        429,
        errorEnvelope('RATE_LIMITED', said('Too many requests, please try again later')),
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = STATUS_CODES[error.statusCode] ?? 'VALIDATION_ERROR';
      return sendError(reply, error.statusCode, errorEnvelope(code, said(error.message)));
    }
    const badInput = BAD_INPUT_SQLSTATES[String((error as { code?: unknown }).code)];
    if (badInput) {
      // A backstop: values the contracts should already refuse, refused by PostgreSQL instead.
      request.log.warn({ err: error }, 'input refused by the database');
      return sendError(reply, 400, errorEnvelope('VALIDATION_ERROR', said(badInput)));
    }
    if (isDatabaseUnavailable(error) || isTransientConflict(error)) {
      request.log.error(
        { err: error },
        isTransientConflict(error) ? 'transaction rolled back by the database' : 'database unavailable',
      );
      // A rolled-back conflict is over at once; an outage takes longer.
      if (isTransientConflict(error)) reply.header('retry-after', '1');
      return sendError(
        reply,
        503,
        errorEnvelope('SERVICE_UNAVAILABLE', said('Service temporarily unavailable, please retry')),
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return sendError(reply, 500, errorEnvelope('INTERNAL', said('Internal server error')));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.serveAppShell && isSpaNavigation(request)) return sendAppShell(reply);
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const message = translate(requestLanguage(request), say('Route {route} not found', { route }));
    return sendError(reply, 404, errorEnvelope('NOT_FOUND', message));
  });
}
