/**
 * Answers before routing (decision 108): a GET a feature can answer wholly from this process's memory for a signed-in
 * person is written straight to Node's response, skipping Fastify's per-request path (its request, reply and child
 * logger, eleven hooks, the router), which cost more than the answer itself. Each one is exactly as strict as its
 * route: anything this file or the feature is unsure of (no remembered session, a query string, a body, a server
 * closing, an answer not in memory) goes to Fastify untouched, and what is answered carries the route's bytes and
 * headers. Changes when what every request gets (headers, the request id, the request log) or a reason to leave a
 * request to Fastify does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Endpoint, EndpointSchemas } from '@engagex/contracts/api/define';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { isLoopback } from '../config.js';
import { type AuthenticatedUser, bearerToken } from './auth/auth.js';
import { COMPRESS_ABOVE_BYTES } from './compression.js';
import { type Answer, responses, serializerCompiler } from './envelope.js';
import { requestIdOf } from './request-id.js';
import { API_SECURITY_HEADERS, answersOnlyItsMachine, trustProxyOption } from './security.js';

type Params<S extends EndpointSchemas> = S['params'] extends z.ZodType ? z.output<S['params']> : never;

/** The feature's answer from memory, or undefined to leave the request to its route. Never throws, never awaits. */
export type FastAnswer<S extends EndpointSchemas> = (
  params: Params<S>,
  user: AuthenticatedUser,
) => Answer<z.input<S['response']>> | undefined;

export type FastAnswers = {
  /** Answers `endpoint` under `prefix` from memory when `answer` can; its route stays for everything else. */
  get<S extends EndpointSchemas>(prefix: string, endpoint: Endpoint, schemas: S, answer: FastAnswer<S>): void;
  /** How many requests were answered here: the tests check that a case did not silently reach the route. */
  readonly answered: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    fastAnswers: FastAnswers;
  }
}

type Route = {
  pattern: RegExp;
  names: string[];
  params: z.ZodType;
  answer: (params: never, user: AuthenticatedUser) => object | undefined;
  serialize: (data: unknown) => string;
};

/** What the route sends before its own headers: the API's security set (decision 094) and the JSON type. */
const LEADING_HEADERS = [
  ...Object.entries(API_SECURITY_HEADERS).flat(),
  'content-type',
  'application/json; charset=utf-8',
];

/** A path of the endpoint table as a pattern: a parameter is one plain segment (no `%`, `;`, `?` or `#`). */
function patternOf(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/%;?#]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

type TrustedHop = (address: string, hop: number) => boolean;

/** Fastify's reading of its `trustProxy` option (its request.js), for the same option. */
function trustedHops(option: ReturnType<typeof trustProxyOption>): TrustedHop | null {
  if (option === false) return null;
  if (option === true) return () => true;
  if (typeof option === 'function') return option;
  return proxyAddr.compile(option);
}

/**
 * The address and host the request log names, worked out as Fastify's request does behind a trusted proxy
 * (decision 036): the nearest untrusted hop of `X-Forwarded-For`, and `X-Forwarded-Host`'s last entry when the
 * socket's peer is trusted; otherwise the socket's peer and `Host`.
 */
function clientAsFastifySeesIt(req: IncomingMessage, trusted: TrustedHop | null) {
  const host = req.headers.host ?? '';
  if (!trusted) return { host, ip: req.socket.remoteAddress };
  const hops = proxyAddr.all(req, trusted);
  const forwarded = req.headers['x-forwarded-host'];
  const forwardedHost = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const peerTrusted = req.socket.remoteAddress !== undefined && trusted(req.socket.remoteAddress, 0);
  return {
    host: forwardedHost && peerTrusted ? (forwardedHost.split(',').at(-1) ?? '').trim() : host,
    ip: hops[hops.length - 1],
  };
}

/**
 * Decorates `fastAnswers` and puts its listener in front of Fastify's on the app's server. `closing` is app.ts's
 * flag (a closing server answers 503 with `Connection: close`); `logController` is the one Fastify logs requests with,
 * so an answer here is logged in the same words.
 */
export default fp(
  async function fastAnswersPlugin(
    app: FastifyInstance,
    { closing, logController }: { closing: () => boolean; logController: LogController },
  ) {
    const { config } = app;
    const routes: Route[] = [];
    let answered = 0;
    const onlyItsMachine = answersOnlyItsMachine(config);
    const trusted = trustedHops(trustProxyOption(config.trustProxy));

    // Fastify's logger is pino's (its type leaves out `isLevelEnabled`); another logger is taken to log everything.
    const logger = app.log as { isLevelEnabled?: (level: string) => boolean };
    /** Whether a request's lines (at info, as every answer that went out whole is logged) would be written. */
    const requestLogsOn = () => logger.isLevelEnabled?.('info') ?? true;
    /** Whether a response that failed on its way out (logged at error, as Fastify does) would be written. */
    const errorLogsOn = () => logger.isLevelEnabled?.('error') ?? true;

    function answer(req: IncomingMessage, res: ServerResponse): boolean {
      // HEAD is Fastify's too: the poll is sent as GET, health checks probe ping (decision 115).
      if (req.method !== 'GET' || closing()) return false;
      const url = req.url ?? '';
      let route: Route | undefined;
      let match: RegExpExecArray | null = null;
      for (const candidate of routes) {
        match = candidate.pattern.exec(url);
        if (match) {
          route = candidate;
          break;
        }
      }
      if (!route || !match) return false;
      const { headers } = req;
      // A body, or a version the router would match on: Fastify's to judge.
      if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
      if (headers['accept-version'] !== undefined) return false;
      if (onlyItsMachine && !isLoopback(req.socket.remoteAddress)) return false;
      const started = performance.now();
      const token = bearerToken(req);
      const user = token ? app.signedIn.remembered(token) : undefined;
      if (!user) return false;
      const raw: Record<string, string> = {};
      route.names.forEach((name, i) => {
        raw[name] = match[i + 1] as string;
      });
      const params = route.params.safeParse(raw);
      if (!params.success) return false;
      let data: object | undefined;
      try {
        data = route.answer(params.data as never, user);
      } catch {
        // Whatever went wrong, the route meets it again and answers it in the envelope.
        return false;
      }
      if (data === undefined) return false;
      let body: string;
      try {
        body = route.serialize(data);
      } catch {
        // The route's serializer refuses it the same way, and answers 500 in the envelope.
        return false;
      }
      const length = Buffer.byteLength(body);
      // Compression's threshold (compression.ts): above it the route compresses and adds Vary.
      if (length >= COMPRESS_ABOVE_BYTES) return false;
      const id = requestIdOf(headers);
      if (requestLogsOn()) logAnswer(req, res, id, started);
      else if (errorLogsOn()) logIfItFails(req, res, id, started);
      res.writeHead(200, [
        ...LEADING_HEADERS,
        'x-request-id',
        id,
        // A signed-in person's answer is theirs alone (decision 036).
        'cache-control',
        'no-store',
        'content-length',
        String(length),
      ]);
      res.end(body);
      answered += 1;
      return true;
    }

    /** The request and reply Fastify's log controller reads, with the request's child logger alike. */
    function asFastifySeesIt(req: IncomingMessage, id: string) {
      const log = app.log.child({ [logController.requestIdLogLabel]: id });
      const request = {
        id,
        raw: req,
        method: req.method,
        url: req.url,
        headers: req.headers,
        socket: req.socket,
        ...clientAsFastifySeesIt(req, trusted),
        log,
      };
      return { request, reply: { request, log, statusCode: 200, elapsedTime: 0 } };
    }

    /**
     * The request's log lines as Fastify writes them, through the same controller:
     * "incoming request" now, and "request completed" (its time taken to then) when the response emits `finish`,
     * or "request errored" on `error`, the two events Fastify's reply waits for (`setupResponseListeners` in its
     * reply.js). A response closed before it finished gets no line, as under Fastify.
     */
    function logAnswer(req: IncomingMessage, res: ServerResponse, id: string, started: number) {
      const { request, reply } = asFastifySeesIt(req, id);
      logController.incomingRequest(request as never, reply as never);
      const completed = (error?: Error) => {
        res.removeListener('finish', completed);
        res.removeListener('error', completed);
        reply.elapsedTime = performance.now() - started;
        logController.requestCompleted(error ?? null, request as never, reply as never);
      };
      res.on('finish', completed);
      res.on('error', completed);
    }

    /**
     * Above info only a failure is written ("request errored", at error), as Fastify writes it at any level; the
     * request's logger is made only then, so a quiet server pays a listener a poll (decision 119).
     */
    function logIfItFails(req: IncomingMessage, res: ServerResponse, id: string, started: number) {
      const finished = () => res.removeListener('error', errored);
      const errored = (error: Error) => {
        res.removeListener('finish', finished);
        const { request, reply } = asFastifySeesIt(req, id);
        reply.elapsedTime = performance.now() - started;
        logController.requestCompleted(error, request as never, reply as never);
      };
      res.once('finish', finished);
      res.once('error', errored);
    }

    app.decorate('fastAnswers', {
      get(prefix, endpoint, schemas, answer) {
        // Only what `identify` admits from a bearer token alone, and what Fastify would validate from the path alone.
        const plain = !endpoint.file && !endpoint.redirect && (endpoint.status ?? 200) === 200;
        if (endpoint.method !== 'GET' || endpoint.access !== 'user' || endpoint.apiKeyScope || !plain)
          throw new Error(`${endpoint.group}.${endpoint.name} cannot be answered before routing`);
        if (!schemas.params || schemas.query || schemas.headers || schemas.body)
          throw new Error(`${endpoint.group}.${endpoint.name}: only path parameters are checked here`);
        const url = `${prefix}${endpoint.path}`;
        routes.push({
          ...patternOf(url),
          params: schemas.params,
          answer: answer as Route['answer'],
          serialize: serializerCompiler({
            schema: responses(schemas.response)[200],
            method: 'GET',
            url,
            httpStatus: '200',
          } as never) as (data: unknown) => string,
        });
      },
      get answered() {
        return answered;
      },
    } satisfies FastAnswers);

    // Fastify's listener, created with the server: every request not answered here goes to it, untouched.
    const [fastify, ...others] = app.server.listeners('request') as ((
      req: IncomingMessage,
      res: ServerResponse,
    ) => void)[];
    if (!fastify || others.length > 0) throw new Error('expected Fastify’s one request listener');
    app.server.removeListener('request', fastify);
    app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (routes.length > 0) {
        try {
          if (answer(req, res)) return;
        } catch (error) {
          // A fault of this file's: the request still gets its route's answer unless one was already sent.
          app.log.error({ err: error }, 'answer before routing failed');
          if (res.headersSent) return;
        }
      }
      fastify(req, res);
    });
  },
  { name: 'fast-answers', dependencies: ['auth', 'security'] },
);
