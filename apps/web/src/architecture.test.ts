import { describe, expect, it } from 'vitest';

/**
 * apps/web/README.md: imports flow one way — lib and ui (shared) → features → variants → app — and features do
 * not import each other, except the pages named in COMPOSED_PAGES. Only the fetch layer talks to the network, and
 * zod (the contracts' runtime) stays out of the bundle.
 */
// Tests and their helpers (test/, each feature's test-utils) are not part of the app, so they are not checked.
const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/test-utils.{ts,tsx}', '!./test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

type Layer = 'i18n' | 'lib' | 'ui' | 'features' | 'variants' | 'app' | 'root';
const layerOf = (path: string): Layer => {
  const top = path.split('/')[0];
  return top === 'i18n' ||
    top === 'lib' ||
    top === 'ui' ||
    top === 'features' ||
    top === 'variants' ||
    top === 'app'
    ? top
    : 'root';
};
const featureOf = (path: string) => (path.startsWith('features/') ? path.split('/')[1] : null);

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

const files = Object.entries(sources).map(([path, code]) => ({ path: path.replace(/^\.\//, ''), code }));
const importsOf = (code: string) =>
  [
    ...code.matchAll(
      /(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => ({ typeOnly: Boolean(m[1]), specifier: (m[2] ?? m[3]) as string }));

/**
 * The features whose pages show other features' parts, and which: app/ composes the features' routes, but a page
 * made of several features is named here, so that each crossing is a choice.
 */
const COMPOSED_PAGES: Record<string, readonly string[]> = {
  // docs/product.md §2: the dashboard shows the favourites, the location, the referral card and the module grid.
  dashboard: ['favorites', 'location', 'referrals', 'modules'],
  // A module's page has the favourite toggle in its header.
  modules: ['favorites'],
  // A paid booking's, entry's and job application's invoice page is the invoices feature's (decision 079).
  events: ['invoices'],
  jobs: ['invoices'],
  // The event's admin page shows its waiting room as a buyer's page reads it (decision 080), and its booking
  // widget's sites (decision 095).
  organiser: ['events', 'embed'],
  // The booking widget's frame is the event page's booking; its popup is the portal's sign-in (decision 095).
  embed: ['events', 'auth'],
};

// The message catalogues (decision 075) are below everything: every layer speaks through them.
const allowed: Record<Layer, Layer[]> = {
  i18n: ['i18n'],
  lib: ['lib', 'i18n'],
  ui: ['ui', 'lib', 'i18n'],
  features: ['features', 'ui', 'lib', 'i18n'],
  variants: ['variants', 'features', 'ui', 'lib', 'i18n'],
  app: ['app', 'variants', 'features', 'ui', 'lib', 'i18n'],
  root: ['app', 'variants', 'features', 'ui', 'lib', 'i18n', 'root'],
};

describe('architecture', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('keeps imports flowing shared → features → variants → app', () => {
    const violations: string[] = [];
    for (const { path, code } of files) {
      for (const { specifier } of importsOf(code)) {
        const target = resolve(path, specifier);
        if (target === null) continue;
        const from = layerOf(path);
        const to = layerOf(target);
        if (!allowed[from].includes(to)) violations.push(`${path} → ${specifier}`);
        const ownFeature = featureOf(path);
        const otherFeature = featureOf(target);
        const composes = ownFeature && otherFeature && COMPOSED_PAGES[ownFeature]?.includes(otherFeature);
        if (ownFeature && otherFeature && ownFeature !== otherFeature && !composes)
          violations.push(`${path} → ${specifier}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('imports zod for types only', () => {
    const runtime = files.filter(({ code }) =>
      importsOf(code).some((i) => i.specifier === 'zod' && !i.typeOnly),
    );
    expect(runtime.map((f) => f.path)).toEqual([]);
  });

  // Decision 063: one way to write a form. A file that renders a <form> takes its draft, its checks or its field
  // bindings from lib/form (useForm with requestResolver, or useDraftForm), not from useState of its own; a form that
  // checks nothing itself takes its draft from lib/draft, without react-hook-form (decision 081).
  it('builds every <form> on lib/form', () => {
    const formFiles = files.filter(({ path, code }) => path !== 'lib/form.ts' && /<form[\s>]/.test(code));
    const without = formFiles
      .filter(
        ({ code }) =>
          !importsOf(code).some((i) => i.specifier === '@/lib/form' || i.specifier === '@/lib/draft'),
      )
      .map((f) => f.path);
    expect(formFiles.length).toBeGreaterThan(20);
    expect(without).toEqual([]);
  });

  it('calls fetch only from the fetch layer', () => {
    const callers = files.filter(({ code }) => /(^|[^.\w])fetch\(/m.test(code)).map((f) => f.path);
    expect(callers).toEqual(['lib/http.ts']);
  });
});
