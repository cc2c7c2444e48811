import { spawn } from 'node:child_process';
import path from 'node:path';

/** The repository root, whatever directory a script is started from. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A tool installed by `npm install` (tsc, biome, vitest), called directly to skip npm's own start-up. */
export const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * Runs a command with inherited output and resolves to its exit code; a command that cannot start
 * (not installed) resolves to 127, as a shell would.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: options.quiet ? 'ignore' : 'inherit',
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command with its output kept instead of shown, and throws with that output when it fails: a build
 * that works says nothing, one that breaks shows why.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<void>}
 */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => reject(error));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with code ${code ?? signal}:\n${Buffer.concat(output).toString().trimEnd()}`,
          ),
        );
    });
  });
}

/** Like `run`, but throws when the command fails. */
export async function runOrThrow(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {Parameters<typeof run>[2]} */ options = {},
) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}`);
}

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds since `started` (a performance.now() reading), for progress lines. */
export const secondsSince = (/** @type {number} */ started) =>
  `${((performance.now() - started) / 1000).toFixed(1)} s`;
