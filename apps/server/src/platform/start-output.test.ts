import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatLogLine } from './log-lines.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Runs `main.ts` as `npm start` does (development, the development identity provider and the sandbox on),
 * asks for two pages, stops it, and hands back everything it wrote to the terminal.
 */
async function terminalOfOneRun(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: 'memory://',
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exit = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (!text.includes('/api/docs') && !/EngageX listening/.test(text) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  // What the terminal shows before anyone asks for anything: the start-up.
  const startUp = text;
  await fetch(`http://127.0.0.1:${port}/api/module/ping`);
  await fetch(`http://127.0.0.1:${port}/api/main/no-such-page`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.kill('SIGTERM');
  await exit;
  return `${startUp}\n=== requests ===\n${text.slice(startUp.length)}`;
}

describe('what npm start prints (decision 055)', () => {
  it('in development: short lines, the warning once, "ready" last, one line per request', async () => {
    const terminal = await terminalOfOneRun({});
    const [startUp = '', requests = ''] = terminal.split('=== requests ===');
    const lines = startUp.split('\n').filter((line) => line.trim() !== '');
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    expect(lines.filter((line) => line.includes('answering this machine only'))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(
      /EngageX is ready: http:\/\/localhost:\d+ {2}\(API documentation: .*\/api\/docs\)$/,
    );
    expect(lines.length).toBeLessThanOrEqual(4);
    const requestLines = requests.split('\n').filter((line) => line.includes('/api/'));
    expect(requestLines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d {2}GET \/api\/module\/ping 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d {2}GET \/api\/main\/no-such-page 404 \d+ ms$/),
    ]);
  }, 180_000);

  it('in production format (LOG_FORMAT=json) the log stays JSON, two lines per request as pino writes them', async () => {
    const terminal = await terminalOfOneRun({ LOG_FORMAT: 'json' });
    const [, requests = ''] = terminal.split('=== requests ===');
    const json = requests.split('\n').filter((line) => line.startsWith('{'));
    expect(json.map((line) => JSON.parse(line).msg).slice(0, 4)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
  }, 180_000);
});

describe('formatLogLine', () => {
  const time = new Date(2026, 11, 5, 10, 42, 7).getTime();

  it('writes the time, the level when it is not info, the message and the other fields', () => {
    expect(formatLogLine(JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', msg: 'hello' }))).toBe(
      '10:42:07  hello\n',
    );
    expect(formatLogLine(JSON.stringify({ level: 40, time, msg: 'careful', host: '127.0.0.1', n: 2 }))).toBe(
      '10:42:07  WARN  careful  host=127.0.0.1 n=2\n',
    );
  });

  it("puts an error's stack under its line, and passes a line that is not JSON through", () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 50,
        time,
        msg: 'failed',
        err: { message: 'boom', stack: 'Error: boom\n  at x' },
      }),
    );
    expect(line).toBe('10:42:07  ERROR  failed\n    Error: boom\n      at x\n');
    expect(formatLogLine('plain words')).toBe('plain words\n');
  });
});
