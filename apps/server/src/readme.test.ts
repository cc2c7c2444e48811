// What the README and the decision index say about the code, checked against the code, so the docs a newcomer reads
// first cannot drift from it (the dead-path check beside it is scripts/lib/doc-paths.test.mjs). Changes when the
// README's configuration table, its Security section or the decision index changes shape.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@engagex/contracts/api/define';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { useTestDatabase } from './test/harness.js';
import { routesOf } from './test/security/route-table.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(`${REPO}README.md`, 'utf8');

/** The lines of one `## ` section of a markdown file, without its heading. */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`no "## ${heading}" section`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The first column of the first table in the lines: each row's `NAME`. */
function firstTableNames(lines: string[]): string[] {
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|')[1]?.trim().replace(/`/g, '') ?? '');
  }
  return rows;
}

/** Every environment variable `loadConfig` reads, found by handing it an environment that records each read. */
function settingsReadByConfig(): string[] {
  const read = new Set<string>();
  const recording = new Proxy({} as NodeJS.ProcessEnv, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name);
    },
  });
  loadConfig(recording);
  return [...read].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name)).sort();
}

describe("the README's configuration table", () => {
  it('names every setting config.ts reads, and nothing else', () => {
    const documented = firstTableNames(section(README, 'Configuration'));
    const read = settingsReadByConfig();
    expect(read.length).toBeGreaterThan(40);
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !read.includes(name))).toEqual([]);
  });

  it('would notice a setting read but not documented', () => {
    const documented = firstTableNames(section(README, 'Configuration')).filter((name) => name !== 'PORT');
    expect(settingsReadByConfig().filter((name) => !documented.includes(name))).toEqual(['PORT']);
  });
});

const API_FOLDER = `${REPO}packages/contracts/src/api/`;

/** The endpoints of every table in packages/contracts/src/api. */
async function tableEndpoints(): Promise<Endpoint[]> {
  const files = readdirSync(API_FOLDER).filter(
    (file) => file.endsWith('.ts') && file !== 'define.ts' && !/\.(schemas|test)\.ts$/.test(file),
  );
  const endpoints: Endpoint[] = [];
  for (const file of files) {
    const exports = (await import(`${API_FOLDER}${file}`)) as Record<string, Record<string, Endpoint>>;
    for (const table of Object.values(exports)) endpoints.push(...Object.values(table));
  }
  return endpoints;
}

describe("the README's count of public routes", () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await (await database()).build();
  });
  afterAll(() => app.close());

  it('is the number the server registers, and the part of it the endpoint table declares', async () => {
    const claim = section(README, 'Security')
      .join(' ')
      .match(/The (\d+) public routes \((\d+) of them from the endpoint table/);
    expect(
      claim,
      'the Security section says "The N public routes (M of them from the endpoint table"',
    ).not.toBe(null);
    const publicRoutes = routesOf(app).filter((route) => route.auth === 'public');
    const publicEndpoints = (await tableEndpoints()).filter((endpoint) => endpoint.access === 'public');
    expect({ routes: Number(claim?.[1]), fromTable: Number(claim?.[2]) }).toEqual({
      routes: publicRoutes.length,
      fromTable: publicEndpoints.length,
    });
  });
});

describe('the decision index (docs/decisions/README.md)', () => {
  const folder = `${REPO}docs/decisions/`;
  const records = readdirSync(folder).filter((file) => /^\d{3}-.*\.md$/.test(file));

  /** The index's row for a record, as it should read: number, title and link, and the record's Status line. */
  function expectedRow(file: string): string {
    const lines = readFileSync(`${folder}${file}`, 'utf8').split('\n');
    const [, number, title] = lines[0]?.match(/^# (\d{3}) — (.*)$/) ?? [];
    const statusLines = [];
    for (const line of lines.slice(2)) {
      if (!line.trim()) break;
      statusLines.push(line.trim());
    }
    const status = statusLines.join(' ').replace(/^Status: /, '');
    const cell = (text: string) => text.replace(/\|/g, '\\|');
    return `| ${number} | [${cell(title ?? file)}](${file}) | ${cell(status)} |`;
  }

  it('has one row per record, carrying its title and its Status line', () => {
    const index = readFileSync(`${folder}README.md`, 'utf8');
    const rows = index.split('\n').filter((line) => /^\| \d{3} \|/.test(line));
    expect(rows).toEqual(records.sort().map(expectedRow));
  });
});

describe("the web README's feature table (apps/web/README.md)", () => {
  it('lists every folder of apps/web/src/features, and no other', () => {
    const features = readdirSync(`${REPO}apps/web/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const webReadme = readFileSync(`${REPO}apps/web/README.md`, 'utf8').split('\n');
    const tableStart = webReadme.findIndex((line) => line.startsWith('| feature'));
    expect(firstTableNames(webReadme.slice(tableStart)).sort()).toEqual(features);
  });
});
