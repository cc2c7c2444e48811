/**
 * The development terminal's log (decision 055): pino still writes JSON, and this stream turns each JSON line
 * into one short line a person reads, "10:42:07  GET /api/main/modules 200 4 ms". Production keeps the JSON
 * (LOG_FORMAT=json) for its log collector. Changes when a log field deserves a place on the line.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that the line's own text already says. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'req', 'res']);

const clock = (time: unknown) =>
  typeof time === 'number' ? new Date(time).toTimeString().slice(0, 8) : '--:--:--';

const valueText = (value: unknown) =>
  typeof value === 'string' ? (/\s/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value);

/** One pino JSON line as a person reads it; anything that is not JSON passes through unchanged. */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = LEVELS[Number(entry.level)];
  const extras = Object.entries(entry)
    .filter(([key, value]) => !OMITTED.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const head = [clock(entry.time), level, String(entry.msg ?? '')].filter(Boolean).join('  ');
  let line = extras.length > 0 ? `${head}  ${extras.join(' ')}` : head;
  const error = entry.err as { stack?: unknown; message?: unknown } | undefined;
  if (error) line += `\n    ${String(error.stack ?? error.message ?? '').replaceAll('\n', '\n    ')}`;
  return `${line}\n`;
}

/** The stream pino writes to in `lines` format: stdout, each line formatted. */
export const logLinesStream = {
  write(json: string) {
    process.stdout.write(formatLogLine(json));
  },
  flush(done: () => void) {
    if (process.stdout.writableNeedDrain) process.stdout.once('drain', done);
    else done();
  },
};

/**
 * One line per request, written when it is answered (Fastify's own request logging writes two JSON lines,
 * the first without the outcome): "GET /api/main/modules 200 4 ms".
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
