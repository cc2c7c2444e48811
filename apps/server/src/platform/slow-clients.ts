/**
 * Bounds on slow and idle clients, and the answers to broken requests (decision 036). Changes when a timeout does.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_STATUS, type ErrorCode } from '@engagex/contracts';
import type { FastifyHttpOptions } from 'fastify';
import type { Config } from '../config.js';
import { errorEnvelope } from './errors.js';
import { SECURITY_HEADERS } from './security.js';

/**
 * Node's HTTP server options that bound slow and idle clients (decision 036). Node checks the headers and
 * request timeouts every `connectionsCheckingInterval` (30 s by default, which would stretch a 10 s timeout to
 * 40 s), so it checks a few times per timeout instead, at most once a second.
 */
export function slowClientOptions(config: Config) {
  const { connectionMs, headersMs, requestMs, keepAliveMs } = config.timeouts;
  return {
    connectionTimeout: connectionMs,
    keepAliveTimeout: keepAliveMs,
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(headersMs / 4))),
    },
    clientErrorHandler: answerClientError,
  } satisfies Partial<FastifyHttpOptions<never>>;
}

const CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive; send it again in one go',
  },
  HPE_HEADER_OVERFLOW: { code: 'HEADERS_TOO_LARGE', message: 'Request headers are too large' },
};

/**
 * Node's HTTP parser gave up on a connection before any route ran: a request whose headers or body trickled
 * past HEADERS_TIMEOUT_MS or REQUEST_TIMEOUT_MS, or one it could not parse. A client that started a request
 * gets the envelope (408 for a timeout) and the connection closes; a socket that never sent a byte started
 * none and is just closed. Fastify's clientErrorHandler.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || socket.bytesRead === 0 || response?.headersSent) {
    socket.destroy();
    return;
  }
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    code: 'VALIDATION_ERROR' as const,
    message: 'Malformed HTTP request',
  };
  const status = ERROR_STATUS[known.code];
  const body = JSON.stringify(errorEnvelope(known.code, known.message));
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`, () =>
    socket.destroy(),
  );
}
