import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { catalogues } from './build/catalogues.ts';
import { contractSchemasInDevelopmentOnly } from './build/contract-schemas.ts';
import { endpointFactsOnly } from './build/endpoint-facts.ts';
import { EVENTS_PAGE_CHUNKS, FEATURE_COMMON } from './build/feature-chunks.ts';
import {
  drawnByBudgetedPage,
  firstPaintChunk,
  iconOwners,
  LUCIDE_ICON_FILE,
  laterChunk,
  lucideDirectImports,
  sharedChunk,
} from './build/first-paint.ts';
import { minifyThemeScript, precompress } from './build/written-files.ts';

/** `source` first: `@engagex/contracts` resolves to its TypeScript, so neither dev nor tests need its build. */
/**
 * What the signed-in first paint needs besides the framework: design system, fetch layer, session, the module
 * catalogue's shared bits (their icons come along as dependencies; of its API only the list and the module read,
 * not the module page's engagement calls), the header's notification bell (with its query and endpoint table), the
 * referral card's endpoint table and query keys, and the balance chip's error sentence. One chunk instead of a dozen
 * tiny ones: each tiny file costs more in headers than in bytes.
 * Dialog, switch, text field, form fields, the form helpers (lib/form, which bring react-hook-form), tabs, toaster,
 * error and no-access screens, the payment-return kit, the district and time-zone pickers (with the combobox keys),
 * the reason dialog, choice cards, export buttons, pagination, back links, the date field with its calendar
 * (decision 057), the time field and the date and time pair (decision 068) and the page parameter are left out:
 * they load lazily with what uses them. A group takes its modules' dependencies along, so a new shared piece that the dashboard does not need
 * belongs in LAZY_SHARED too. Of the rest, what neither the entry nor the first page imports goes to `shared-later`
 * (build/first-paint.ts, decision 076).
 */
const SHARED_CORE =
  /[\\/]src[\\/](lib|ui|variants[\\/]common|features[\\/]modules[\\/](api[\\/](list-modules|get-module)\.|catalogue|components[\\/](ModuleIcon|StatusBadge))|features[\\/]auth[\\/](session|format|api[\\/](get-current-user|verify-session))|features[\\/]notifications[\\/]components[\\/]NotificationBell|features[\\/]referrals[\\/]api[\\/]keys|features[\\/]credits[\\/]api[\\/]get-credit-balance)|[\\/]packages[\\/]contracts[\\/]src[\\/](constants|services|currency|api[\\/]referrals)\.ts|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|defaultAttributes|context|lucide-react)/;
const LAZY_SHARED =
  /[\\/]src[\\/](ui[\\/](controls|TextRows|Modal|Switch|TextField|ErrorScreen|toast[\\/]Toaster|fields|NoAccessScreen|AdminGate|TabNav|payment-return|DistrictPicker|use-combobox-keys|district-search|ReasonDialog|TimeZoneSelect|ChoiceCard|ExportButton|Pagination|BackLink|DateField|DayPickerDialog|FormDateField|Calendar|day-text|DateTimeField|TimeField|time-text|wall-clock)|lib[\\/](forms|page-param|form|download|time-zone-choices))/;

/** The fields and the date field (decision 104); their calendar dialog still loads when opened. */
const FORM_FIELDS = /[\\/]src[\\/]ui[\\/](fields|DateField)\.tsx$/;

/**
 * Small pieces most later pages use (back link, pagination, the page parameter, the day's text, rich text, money's
 * words): with `shared-later` instead of a request each (decisions 081, 104). Not the fields: they draw an icon of the first page, which
 * would come along and make the dashboard load `shared-later`.
 */
const LATER_UI =
  /[\\/]src[\\/](ui[\\/](BackLink|Pagination|day-text)\.tsx?|lib[\\/]page-param\.ts|i18n[\\/]rich\.tsx)$|[\\/]packages[\\/]contracts[\\/]src[\\/]money-text\.ts$/;

/** Another language's catalogue of a shared piece loads only for its readers, never in the shared chunk. */
const OTHER_LANGUAGE = /[\\/]messages[\\/](?!en\.)[a-z]+\.json\.catalogue\.js$/;
/** What goes to `shared` or `shared-later` (build/first-paint.ts), or to `later` when no measured page imports it. */
const isShared = (id: string) =>
  (SHARED_CORE.test(id) && !LAZY_SHARED.test(id) && !OTHER_LANGUAGE.test(id)) || LATER_UI.test(id);
/**
 * The catalogues the signed-in first page speaks through (decision 075): for a reader of another language their
 * files load as one chunk per language, not a request each (each request's headers cost more than its words).
 * Of modules, favorites, location and auth only the top catalogue: their pages' and dialogs' (page/, settings/,
 * dialog/, sign-in/) load with those.
 */
const FIRST_PAGE_WORDS =
  /[\\/]src[\\/](lib|ui|variants|i18n|features[\\/](dashboard|modules|favorites|location|auth|credits[\\/]chip|notifications[\\/]bell|referrals[\\/]card))[\\/]messages[\\/]((?!en\.)[a-z]+)\.json\.catalogue\.js$/;
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui[\\/]core)[\\/]/;

/**
 * The files index.html loads before any code runs (the entry, the bundler's helpers, the framework, `shared` and
 * its style sheet): a lazy import can never need them preloaded, yet every preload list named them, in hashed file
 * names that compress badly (decision 093). A chunk wrongly matched here still loads, through its import.
 */
const LOADED_BY_ENTRY = /^assets\/(index|rolldown-runtime|vendor|shared)-[\w-]{8}\.(js|css)$/;

const conditions = ['source', 'module', 'browser', 'development|production'];

/**
 * lucide icons in the build go through src/ui/lucide-icon.ts instead of lucide's generic runtime, and lose the
 * React keys of their paths (random strings that gzip badly; that renderer needs none): about 2 KB gzip less in
 * the first download. Dev and tests use lucide as published; the drawn SVG is the same.
 */
function slimLucide(): Plugin {
  const replacement = fileURLToPath(new URL('./src/ui/lucide-icon.ts', import.meta.url));
  return {
    name: 'engagex:slim-lucide',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && LUCIDE_ICON_FILE.test(importer))
        return replacement;
      return null;
    },
    transform(code, id) {
      return LUCIDE_ICON_FILE.test(id) ? code.replace(/,\s*key:\s*"[^"]*"/g, '') : null;
    },
  };
}

/**
 * react-router's package exports point at its development build in every environment; the build takes the
 * production one beside it, the same code without the development warnings: about 0.5 KB brotli less in the first
 * download. Dev and tests keep the warnings.
 */
function productionRouter(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
  );
  const builds: Record<string, string> = {
    'react-router': path.join(dist, 'production/index.mjs'),
    'react-router/dom': path.join(dist, 'production/dom-export.mjs'),
  };
  return {
    name: 'engagex:production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return builds[source] ?? null;
    },
  };
}

/**
 * Writes into the built sw.js (public/sw.js) what its worker keeps for offline use: every file of the build but the
 * shell itself, the worker and the compressed copies, and a version from their contents, so each deploy that
 * changes anything is a new worker (the browser compares the script's bytes) with a cache of its own.
 */
function serviceWorkerManifest(): Plugin {
  const PLACEHOLDER = "/* engagex:build */ { version: 'dev', files: [] }";
  let outDir = 'dist';
  return {
    name: 'engagex:service-worker-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const hash = createHash('sha256');
      const files: string[] = [];
      const entries = readdirSync(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries.sort(
        (a, b) => a.parentPath.localeCompare(b.parentPath) || a.name.localeCompare(b.name),
      )) {
        // The check-in camera's QR reader (.wasm, 1 MB) is for organisers online at a door: not kept for everyone.
        if (!entry.isFile() || /\.(br|gz|map|wasm)$/.test(entry.name) || entry.name === 'sw.js') continue;
        const file = path.join(entry.parentPath, entry.name);
        const url = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
        hash.update(url).update(readFileSync(file));
        if (url !== '/index.html') files.push(url);
      }
      const worker = path.join(outDir, 'sw.js');
      const source = readFileSync(worker, 'utf8');
      if (!source.includes(PLACEHOLDER)) throw new Error('public/sw.js lost its build placeholder');
      const build = JSON.stringify({ version: hash.digest('hex').slice(0, 16), files });
      writeFileSync(worker, source.replace(PLACEHOLDER, build));
    },
  };
}

export default defineConfig({
  plugins: [
    catalogues(),
    contractSchemasInDevelopmentOnly(),
    endpointFactsOnly(),
    react(),
    tailwindcss(),
    slimLucide(),
    lucideDirectImports(),
    productionRouter(),
    minifyThemeScript(),
    serviceWorkerManifest(),
    precompress(),
  ],
  resolve: {
    conditions,
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // Every browser that runs this app supports <link rel=modulepreload>; the polyfill would be dead weight.
    modulePreload: {
      polyfill: false,
      // What the first download loaded already is left out of every lazy chunk's preload list (decision 093).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !LOADED_BY_ENTRY.test(dep)),
    },
    rolldownOptions: {
      treeshake: {
        // The contracts package is pure declarations, but its zod schemas are top-level calls that a bundler
        // must otherwise keep. Declaring it side-effect free keeps zod out of the browser bundle when the web
        // app imports only constants and types from it.
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // The framework, in one long-cached chunk, with the mutation hook (sign-in and the dashboard's favorite
            // star use it; alone, it was a request with more bytes of headers than of code). Infinite queries,
            // which only some lists use, load with them.
            {
              name: (id) => {
                const language = FIRST_PAGE_WORDS.exec(id)?.[3];
                return language ? `first-page-${language}` : null;
              },
              priority: 3,
            },
            {
              name: 'vendor',
              test: (id) => FRAMEWORK.test(id) && !/[\\/]@tanstack[\\/].*[Ii]nfinite/.test(id),
              priority: 2,
            },
            // The form fields and the date field in one request: the events list's filter panel draws both from
            // its first frame (decision 104), and most forms that draw one draw the other.
            { name: 'fields', test: FORM_FIELDS, priority: 1, includeDependenciesRecursively: false },
            // An events page's own chunk with the icons only its modules draw (build/feature-chunks.ts).
            ...Object.entries(EVENTS_PAGE_CHUNKS).map(([chunk, test]) => ({
              name: (id: string, ctx: ChunkingContext) =>
                test.test(id) ||
                (LUCIDE_ICON_FILE.test(id) &&
                  drawnByBudgetedPage(id, ctx) &&
                  (ctx.getModuleInfo(id)?.importers ?? []).every((importer) => test.test(importer)))
                  ? chunk
                  : null,
              priority: 1,
              includeDependenciesRecursively: false,
            })),
            {
              name: (id, ctx) => laterChunk(id, ctx, isShared(id)),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              // With the icons only that feature draws: not a 200-byte chunk each where two of its pages share one.
              name: (id, ctx) => {
                const owners = LUCIDE_ICON_FILE.test(id) ? [...iconOwners(id, ctx)].join() : '';
                for (const [feature, common] of Object.entries(FEATURE_COMMON))
                  if (common.test(id) || (owners === `features/${feature}` && drawnByBudgetedPage(id, ctx)))
                    return feature;
                return null;
              },
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: (id, ctx) => sharedChunk(id, ctx, isShared(id)),
              priority: 1,
            },
            // The signed-in first page's pieces and icons in one chunk, every other icon in another.
            // Its modules come with what they import already (build/first-paint.ts), the entry's excepted.
            { name: firstPaintChunk, priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.VITE_API_PROXY ?? 'http://localhost:3000' } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Above Testing Library's 5 s async timeout (src/test/setup.ts), so a failed wait reports what it missed.
    testTimeout: 25_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
