// `npm start`: builds what is missing or stale, then runs the whole portal in one process.
// Settings come from the environment (see the README's configuration table).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build.mjs';
import { ROOT } from './lib/process.mjs';
import { SERVER_ENTRY, waitForHttp } from './lib/server.mjs';

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM']);

try {
  const { web } = await buildIfStale({ web: 'optional' });
  if (web === 'failed')
    console.log('[start] starting the API anyway; the pages served are from the last build, if any');
} catch (error) {
  console.error(`[start] the server did not build: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

const port = process.env.PORT ?? '3000';
const host =
  process.env.HOST && process.env.HOST !== '0.0.0.0' && process.env.HOST !== '::'
    ? process.env.HOST
    : '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const server = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env: process.env, stdio: 'inherit' });
let exited = false;
for (const signal of SIGNALS) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  exited = true;
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});

waitForHttp(`http://${host.includes(':') ? `[${host}]` : host}:${port}/api/module/ping`, {
  exited: () => exited,
  timeoutMs: 120_000,
}).then(
  () => console.log(`\n  EngageX is ready: ${publicUrl}  (API documentation: ${publicUrl}/api/docs)\n`),
  () => {},
);
