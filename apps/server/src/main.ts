import { constants } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';

/** How long the last log lines may take to reach stdout before the process exits without them. */
const LOG_FLUSH_MS = 1000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  installShutdown(app, config.shutdownGraceMs);

  await app.listen({ host: config.host, port: config.port });
  if (config.logFormat === 'lines') {
    // A person at a terminal: the warning once, then the address to open as the last start-up line.
    if (config.devConveniences.length > 0) app.log.warn(devConveniencesText(config));
    app.log.info(`${READY_TEXT} ${config.publicUrl}  (API documentation: ${config.publicUrl}/api/docs)`);
    return;
  }
  app.log.info(
    { services: config.services, database: config.database.kind, devIdp: config.devIdp },
    `EngageX listening on ${config.publicUrl}`,
  );
  warnAboutDevConveniences(app, config);
  // A JSON log may go to a collector nobody watches at start-up: the terminal gets the warning too.
  if (config.devConveniences.length > 0) console.error(`\n  WARNING: ${devConveniencesText(config)}.\n`);
}

/** The start-up line `npm start` ends with (decision 055). */
const READY_TEXT = 'EngageX is ready:';

/**
 * Ends the process even when it should not wait: pino flushes its buffer synchronously at `process.exit`, and
 * with a closed stdout (EPIPE) or one nobody reads, that flush loops forever and blocks every later signal
 * (decision 036). So every exit here first gives the logs a bounded, asynchronous flush, then drops the
 * exit-time hooks and exits.
 */
function exitNow(code: number): never {
  process.removeAllListeners('exit');
  process.exit(code);
}

function flushLogsThenExit(app: FastifyInstance, code: number) {
  const timer = setTimeout(() => exitNow(code), LOG_FLUSH_MS);
  // Fastify's logger type leaves out pino's flush; the logger it builds is pino.
  const { flush } = app.log as { flush?: (done: () => void) => void };
  try {
    if (!flush) exitNow(code);
    flush.call(app.log, () => {
      clearTimeout(timer);
      exitNow(code);
    });
  } catch {
    exitNow(code);
  }
}

/** Logging must never stand between a signal and the exit. */
function tryLog(write: () => void) {
  try {
    write();
  } catch {
    // stdout is gone; nothing else to tell
  }
}

/**
 * The first SIGTERM or SIGINT finishes in-flight requests within the grace, whatever close() does; a second one
 * exits at once, with 128 + the signal's number as a shell reports it.
 */
function installShutdown(app: FastifyInstance, graceMs: number) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      tryLog(() => app.log.warn({ signal }, 'second signal: exiting now'));
      exitNow(128 + constants.signals[signal]);
    }
    closing = true;
    setTimeout(() => {
      tryLog(() => app.log.error({ graceMs }, 'shutdown took longer than its grace; exiting'));
      flushLogsThenExit(app, 1);
    }, graceMs);
    tryLog(() => app.log.info({ signal, graceMs }, 'shutting down: finishing in-flight requests'));
    app.close().then(
      () => flushLogsThenExit(app, 0),
      (error: unknown) => {
        tryLog(() => app.log.error({ err: error }, 'shutdown failed'));
        flushLogsThenExit(app, 1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Loud on purpose: these let anyone who reaches the port sign in as an admin and pay with a button. */
function warnAboutDevConveniences(app: FastifyInstance, config: Config) {
  if (config.devConveniences.length === 0) return;
  app.log.warn({ devConveniences: config.devConveniences, host: config.host }, devConveniencesText(config));
}

function devConveniencesText(config: Config) {
  const what = config.devConveniences.join(' and ');
  return config.allowDevConveniencesOnNetwork
    ? `${what} ON and reachable from the network (ALLOW_DEV_CONVENIENCES_ON_NETWORK=true) on ${config.host}: anyone who reaches port ${config.port} can sign in as any user and pay with the sandbox`
    : `${what} on: listening on ${config.host} and answering this machine only. Never expose this server; production refuses both`;
}

main().catch((error: unknown) => {
  console.error(error);
  exitNow(1);
});
