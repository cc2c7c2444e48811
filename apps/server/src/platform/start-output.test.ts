import { describe, expect, it } from 'vitest';
import { startMain } from '../test/main-process.js';
import { formatLogLine } from './log-lines.js';

/**
 * Runs `main.ts` as `npm start` does (development, the development identity provider and the sandbox on),
 * asks for two pages, stops it, and hands back everything it wrote to the terminal.
 */
async function terminalOfOneRun(env: Record<string, string>): Promise<string> {
  const server = await startMain({
    from: 'source',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: 'memory://',
      SEED_DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      ...env,
    },
    readyText: ['/api/docs', 'EngageX listening'],
  });
  // What the terminal shows before anyone asks for anything: the start-up.
  const startUp = server.output();
  await fetch(`${server.url}/api/module/ping`);
  await fetch(`${server.url}/api/main/no-such-page`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.child.kill('SIGTERM');
  await server.exit;
  return `${startUp}\n=== requests ===\n${server.output().slice(startUp.length)}`;
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
