/**
 * Registering routes from the endpoint table in contracts (decision 040). Changes when an endpoint entry gains a
 * property.
 */
import type { Readable } from 'node:stream';
import type { Api, Endpoint, EndpointSchemas, FileType, SchemaTable } from '@engagex/contracts/api/define';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Answer, createdResponses, errorResponses, responses } from './envelope.js';

/**
 * Routes come from the endpoint table in contracts (decision 040): the table says the method, path, access and
 * shapes; a feature's routes.ts says only what each endpoint does. A route cannot declare its access or its
 * shapes any other way, so the server and the web cannot disagree about them.
 */

type Parsed<S extends EndpointSchemas, K extends keyof EndpointSchemas> = S[K] extends z.ZodType
  ? z.output<S[K]>
  : unknown;

export type EndpointRequest<S extends EndpointSchemas> = FastifyRequest<{
  Params: Parsed<S, 'params'>;
  Querystring: Parsed<S, 'query'>;
  Headers: Parsed<S, 'headers'>;
  Body: Parsed<S, 'body'>;
}>;

/** Answers `ok(data)` in the endpoint's shape, or sends through `reply` itself (a status, a header). */
export type EndpointHandler<S extends EndpointSchemas> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => Promise<Answer<z.input<S['response']>> | FastifyReply>;

/** What a route may add to its table entry: server-side concerns the web never needs to know. */
export type EndpointRouteOptions = {
  config?: Omit<FastifyContextConfig, 'auth' | 'apiKeyScope'>;
  bodyLimit?: number;
  /** The API docs' one-line description of the route. */
  summary?: string;
  /** The API docs' group, when it is not the table's. */
  tags?: string[];
};

export type EndpointRoute<S extends EndpointSchemas> =
  | EndpointHandler<S>
  | (EndpointRouteOptions & { handler: EndpointHandler<S> });

export type EndpointRoutes<S extends SchemaTable> = { [K in keyof S & string]: EndpointRoute<S[K]> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `group.name` of the table entry this route was registered from. */
    endpoint?: string;
    /** The media type of a file answer (decision 040): the API docs describe its success as that file. */
    file?: FileType;
    /** A success that answers 303 See Other (decision 065): the API docs describe it as that redirect. */
    redirect?: true;
  }
}

/** Registers every endpoint of a table; the compiler refuses a table with an endpoint left without a route. */
export function registerEndpoints<S extends SchemaTable>(
  app: FastifyInstance,
  api: Api<S>,
  schemas: S,
  routes: EndpointRoutes<S>,
  { tags }: { tags: string[] },
): void {
  for (const name of Object.keys(api) as (keyof S & string)[]) {
    const endpoint = api[name];
    if (!routes[name]) throw new Error(`${endpoint.group}.${name} has no route`);
    const shapes: EndpointSchemas = schemas[name] as S[typeof name];
    const route: EndpointRoute<S[typeof name]> = routes[name];
    const { handler, ...options }: EndpointRouteOptions & { handler: EndpointHandler<S[typeof name]> } =
      typeof route === 'function' ? { handler: route } : route;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      bodyLimit: options.bodyLimit,
      config: {
        ...options.config,
        auth: endpoint.access,
        endpoint: `${endpoint.group}.${endpoint.name}`,
        ...(endpoint.file && { file: endpoint.file }),
        ...(endpoint.redirect && { redirect: true as const }),
        ...(endpoint.apiKeyScope && { apiKeyScope: endpoint.apiKeyScope }),
      },
      schema: {
        tags: options.tags ?? tags,
        ...(options.summary && { summary: options.summary }),
        // A route that takes an organiser's API key says so, with the scope it needs (decision 090).
        ...(endpoint.apiKeyScope && { security: [{ bearerAuth: [] }, { apiKey: [endpoint.apiKeyScope] }] }),
        // Only the parts the endpoint has: Fastify warns about a part declared without a schema.
        ...(shapes.params && { params: shapes.params }),
        ...(shapes.query && { querystring: shapes.query }),
        ...(shapes.headers && { headers: shapes.headers }),
        ...(shapes.body && { body: shapes.body }),
        // A file's or a redirect's success is no envelope, so only its errors are checked and serialized; the API
        // docs add the success as the file or the 303 (fileAnswerDocs).
        response:
          endpoint.file || endpoint.redirect
            ? errorResponses
            : endpoint.status === 201
              ? createdResponses(shapes.response)
              : responses(shapes.response),
      },
      ...(endpoint.method === 'DELETE' && shapes.body && { preValidation: absentBodyIsEmpty }),
      handler: handler as unknown as RouteHandlerMethod,
    });
  }
}

/**
 * A DELETE sent without a body is read as `{}` (decision 100): clients and proxies often drop a DELETE's body, so a
 * body whose fields are all optional (a passkey removed with no proof) takes none, and one that needs a field
 * answers which, in the envelope, as for any body missing it.
 */
function absentBodyIsEmpty(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  if (request.body === undefined || request.body === null) request.body = {};
  done();
}

/**
 * Sends a file endpoint's success (decision 040, "File answers"): the text, a stream of it, or the bytes of a
 * binary file (a PDF, decision 079), with the endpoint's media type and as an attachment named `filename`. A stream
 * is piped with backpressure, so a large file never sits in memory; an error before the first byte still answers
 * the error envelope.
 */
export function sendFile(
  reply: FastifyReply,
  endpoint: Endpoint,
  filename: string,
  body: string | Readable | Buffer,
): FastifyReply {
  if (!endpoint.file) throw new Error(`${endpoint.group}.${endpoint.name} does not answer a file`);
  return reply
    .header('content-type', mediaType(endpoint.file))
    .header('content-disposition', attachment(filename))
    .header('cache-control', 'no-store')
    .send(body);
}

/** A text file's type names its encoding; a binary file's has none to name. */
const mediaType = (file: FileType) => (file.startsWith('text/') ? `${file}; charset=utf-8` : file);

/** `attachment; filename="…"` with an ASCII fallback and the exact name in RFC 5987 form for the rest. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/**
 * Wraps the API docs' transform so that a file endpoint's success is described as its media type (a string), and
 * a redirect endpoint's as its 303, instead of being left out: their route schemas hold only the error envelopes.
 */
export function fileAnswerDocs(transform: typeof jsonSchemaTransform): typeof jsonSchemaTransform {
  return (input) => {
    const out = transform(input);
    const config = input.route.config as FastifyContextConfig | undefined;
    const file = config?.file;
    const schema = out.schema as { response?: Record<string, unknown> } | undefined;
    if (config?.redirect && schema?.response) {
      schema.response = {
        303: { description: "See Other: the browser goes on to the web app's page (Location)" },
        ...schema.response,
      };
      return out;
    }
    if (!file || !schema?.response) return out;
    schema.response = {
      200: { description: `The file, as ${file}`, content: { [file]: { schema: { type: 'string' } } } },
      ...schema.response,
    };
    return out;
  };
}
