import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';

const SHUTDOWN_GRACE_MS = 10_000;

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
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { services: config.services, database: config.database.kind, devIdp: config.devIdp },
    `EngageX listening on ${config.publicUrl}`,
  );
  warnAboutDevConveniences(app, config);
}

/** Loud on purpose: these let anyone who reaches the port sign in as an admin and pay with a button. */
function warnAboutDevConveniences(app: Awaited<ReturnType<typeof buildApp>>, config: Config) {
  if (config.devConveniences.length === 0) return;
  const what = config.devConveniences.join(' and ');
  const message = config.allowDevConveniencesOnNetwork
    ? `${what} ON and reachable from the network (ALLOW_DEV_CONVENIENCES_ON_NETWORK=true) on ${config.host}: anyone who reaches port ${config.port} can sign in as any user and pay with the sandbox`
    : `${what} on: listening on ${config.host} and answering this machine only. Never expose this server; production refuses both`;
  app.log.warn({ devConveniences: config.devConveniences, host: config.host }, message);
  console.error(`\n  WARNING: ${message}.\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
