import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runQuietly } from './process.mjs';

const NOISY = 'for (let i = 0; i < 200; i++) console.log("dist/assets/x.js")';

// `npm start` builds the web app with it: Vite's list of every file it wrote (about 200 lines) stays out
// of a newcomer's terminal unless the build fails (decision 055).
describe('runQuietly', () => {
  it('shows nothing of a command that works, in the terminal of the script that runs it', () => {
    const script = `import(${JSON.stringify(pathToFileURL(`${import.meta.dirname}/process.mjs`).href)})
      .then((m) => m.runQuietly(process.execPath, ['-e', ${JSON.stringify(NOISY)}]))
      .then(() => console.log('built'))`;
    const terminal = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(terminal.status).toBe(0);
    expect(`${terminal.stdout}${terminal.stderr}`).toBe('built\n');
  });

  it("throws with the command's output when it fails", async () => {
    await expect(
      runQuietly(process.execPath, [
        '-e',
        'console.log("built a.js"); console.error("x.tsx: error"); process.exit(2)',
      ]),
    ).rejects.toThrow(/exited with code 2:\nbuilt a\.js\nx\.tsx: error/);
  });
});
