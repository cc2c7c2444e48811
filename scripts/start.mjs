// `npm start`: builds what is missing or stale, then runs the whole portal in one process.
// Settings come from the environment (see the README's configuration table).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { buildIfStale } from './build.mjs';
import { ROOT } from './lib/process.mjs';
import { SERVER_ENTRY } from './lib/server.mjs';

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM']);

try {
  const { web } = await buildIfStale({ web: 'optional' });
  if (web === 'failed')
    console.log('[start] starting the API anyway; the pages served are from the last build, if any');
} catch (error) {
  console.error(`[start] the server did not build: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

// Its own process group: a Ctrl-C reaches this script (twice: from the terminal and from npm) but not the
// server, which hears each signal once, from here. A second signal the user sends exits it at once.
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: ROOT,
  env: process.env,
  stdio: 'inherit',
  detached: true,
});
const REPEAT_MS = 500;
let exited = false;
let forwardedAt = 0;
for (const signal of SIGNALS) {
  process.on(signal, () => {
    if (exited || Date.now() - forwardedAt < REPEAT_MS) return;
    forwardedAt = Date.now();
    server.kill(signal);
  });
}
// The terminal went away: the server, in a group of its own, would not hear it. Its grace bounds the wait.
process.on('SIGHUP', () => {
  if (!exited) server.kill('SIGTERM');
});
process.on('exit', () => {
  if (!exited) server.kill('SIGTERM');
});
server.on('exit', (code, signal) => {
  exited = true;
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
});
