// Owns which chunk the build gives the signed-in first page's shared pieces and every lucide icon (vite.config.ts).
// Changes when the first page's roots move (FIRST_PAINT_ROOTS) or lucide-react changes how it lays out its files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';

export const LUCIDE_ICON_FILE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** Where a signed-in visitor's first page starts: the dashboard (with its feed) and either shell. */
const FIRST_PAINT_ROOTS =
  /[\\/]src[\\/](features[\\/]dashboard[\\/]components[\\/](DashboardPage|ActivityFeed)\.tsx|variants[\\/](desktop[\\/]DesktopShell|mobile[\\/]MobileShell)\.tsx)$/;
/** Of those roots, the shells: every signed-in page draws one of them. */
const SHELL = /Shell\.tsx$/;
/** The page a visitor who is not signed in sees first: the icons it shares with the dashboard go to `shared`. */
const SIGN_IN_PAGE = /[\\/]src[\\/]features[\\/]auth[\\/]components[\\/]SignInPage\.tsx$/;
/**
 * The later pages `npm run budget` measures (the events list, an event page, credits; the sign-in page too) with
 * their routes' modules: what these import statically is all `shared-later` holds (decision 085). With them the
 * list's district search, which its filter loads on first focus (decision 104): what it draws of `shared-later` (its
 * check mark) stays there, not in `later`, a second request on that focus.
 */
const BUDGETED_LATER_ROOTS =
  /[\\/]src[\\/](features[\\/](events[\\/](components[\\/](EventsPage|EventFiltersPanel|EventPage)\.tsx|(pages|EventsLayout|loaders|list[\\/]loader)\.tsx?)|credits[\\/](components[\\/]CreditsPage\.tsx|credits-loader\.ts))|ui[\\/]DistrictPicker\.tsx)$/;
/**
 * An event page's route modules (decision 099): what of `shared-later` they import goes to `shared` instead, so an
 * event page loads no `shared-later` (a request and 2.4 KB of the list's and credits' pieces it does not draw).
 */
const EVENT_PAGE_ROOTS =
  /[\\/]src[\\/]features[\\/]events[\\/](components[\\/]EventPage\.tsx|(pages|EventsLayout|loaders)\.tsx?)$/;
/**
 * The events list's route modules, its filter panel and district search (decision 104): what of `shared-later` they
 * do not use (sign-in's and credits' pieces) goes to `shared-later-rest`, which the list does not load.
 */
const EVENTS_LIST_ROOTS =
  /[\\/]src[\\/](features[\\/]events[\\/](components[\\/](EventsPage|EventFiltersPanel)\.tsx|(pages|EventsLayout|loaders|list[\\/]loader)\.tsx?)|ui[\\/]DistrictPicker\.tsx)$/;
/** The page's and the shells' own modules, which stay in their lazily loaded chunks. */
const PAGE_OWN = /[\\/]src[\\/](features[\\/]dashboard|variants[\\/](desktop|mobile))[\\/]/;

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const SOURCE_FILE = /[\\/]apps[\\/]web[\\/]src[\\/].*\.[jt]sx?$/;

/** lucide's barrel (`export { default as Star, default as StarIcon } from './icons/star.mjs'`) as name → file. */
function iconFiles(): Map<string, string> {
  const barrel = createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of readFileSync(barrel, 'utf8').matchAll(
    /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g,
  )) {
    const target = path.join(path.dirname(barrel), file);
    for (const name of names.matchAll(/default as (\w+)/g)) files.set(name[1] ?? '', target);
  }
  return files;
}

/**
 * `import { Star, Gift } from 'lucide-react'` becomes one import per icon file in the build, so the bundler sees
 * which of our modules use which icon (through the barrel, every icon's only importer is the barrel) and
 * `firstPaintChunk` can keep the first page's icons apart from the other hundred. Dev and tests import as written.
 */
export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'engagex:lucide-direct-imports',
    apply: 'build',
    buildStart() {
      // A new build (watch mode builds more than once) walks its own graph.
      graph = undefined;
    },
    transform(code, id) {
      if (!SOURCE_FILE.test(id) || !code.includes('lucide-react')) return null;
      files ??= iconFiles();
      const known = files;
      return code.replace(NAMED_IMPORT, (statement, specifiers: string) => {
        const imports = specifiers
          .split(',')
          .map((specifier) => specifier.trim())
          .filter(Boolean)
          .map((specifier) => {
            const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
            const file = known.get(imported);
            return file ? `import ${local} from ${JSON.stringify(file)};` : undefined;
          });
        // A name that is not an icon (a helper, a type that survived): leave the statement as written.
        return imports.every(Boolean) ? imports.join('\n') : statement;
      });
    },
  };
}

type Graph = {
  signedIn: Set<string>;
  eventPage: Set<string>;
  firstPaint: Set<string>;
  signInIcons: Set<string>;
  budgetedLater: Set<string>;
  eventsList: Set<string>;
  shells: Set<string>;
};
/** This build's answer (firstPaintGraph), reset when a build starts. */
let graph: Graph | undefined;

/** What `roots` import statically, transitively, `roots` included. */
function staticClosure(ctx: ChunkingContext, roots: string[], skip: (id: string) => boolean = () => false) {
  const reached = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id) || skip(id)) continue;
    reached.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** Packages other than the icons are the vendor group's or load with what uses them (zod with the forms). */
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * The modules for `signed-in` and all the first page's, found once per build from any module of the graph: those the first page shares
 * between its roots or with other pages (each would otherwise be a chunk of its own), with what they import,
 * less what the entry or the page's own chunks hold. The dashboard's own parts stay in the dashboard's chunk.
 */
function firstPaintGraph(ctx: ChunkingContext, anyModule: string): Graph {
  if (graph) return graph;
  const roots: string[] = [];
  const entries: string[] = [];
  const signIn: string[] = [];
  const later: string[] = [];
  const eventPageRoots: string[] = [];
  const listRoots: string[] = [];
  const seen = new Set<string>();
  // The chunking context answers by id only: walk the whole graph from this module to find the roots.
  const stack = [anyModule];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    if (FIRST_PAINT_ROOTS.test(id)) roots.push(id);
    if (info.isEntry) entries.push(id);
    if (SIGN_IN_PAGE.test(id)) signIn.push(id);
    if (BUDGETED_LATER_ROOTS.test(id)) later.push(id);
    if (EVENT_PAGE_ROOTS.test(id)) eventPageRoots.push(id);
    if (EVENTS_LIST_ROOTS.test(id)) listRoots.push(id);
    stack.push(
      ...info.importers,
      ...info.dynamicImporters,
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
    );
  }
  const entry = staticClosure(ctx, entries);
  const perRoot = roots.map((root) => staticClosure(ctx, [root]));
  const page = new Set(perRoot.flatMap((closure) => [...closure]));
  const eligible = (id: string) =>
    !entry.has(id) && !PAGE_OWN.test(id) && !LUCIDE_ICON_FILE.test(id) && !NODE_MODULES.test(id);
  const shared = [...page].filter(
    (id) =>
      eligible(id) &&
      (perRoot.filter((closure) => closure.has(id)).length > 1 ||
        (ctx.getModuleInfo(id)?.importers ?? []).some(
          (importer) => !page.has(importer) && !entry.has(importer),
        )),
  );
  const signedIn = staticClosure(ctx, shared, (id) => !eligible(id));
  const signInPage = staticClosure(ctx, signIn);
  const signInIcons = new Set<string>();
  // An icon only one root draws through its own modules (the dashboard's lock, the feed's star-off) goes with that
  // root's chunk: in `signed-in`, every later page would load it too (decision 081).
  const ownIcon = (id: string) =>
    perRoot.filter((closure) => closure.has(id)).length === 1 &&
    (ctx.getModuleInfo(id)?.importers ?? []).every((importer) => PAGE_OWN.test(importer));
  for (const id of page) {
    if (!LUCIDE_ICON_FILE.test(id)) continue;
    if (signInPage.has(id)) signInIcons.add(id);
    else if (!ownIcon(id)) signedIn.add(id);
  }
  const budgetedLater = staticClosure(ctx, [...later, ...signIn]);
  const shells = staticClosure(
    ctx,
    roots.filter((root) => SHELL.test(root)),
  );
  graph = {
    signedIn,
    eventPage: staticClosure(ctx, eventPageRoots),
    firstPaint: new Set([...entry, ...page]),
    signInIcons,
    budgetedLater,
    eventsList: staticClosure(ctx, listRoots),
    shells,
  };
  return graph;
}

/**
 * Where a module goes besides the framework and shared groups (vite.config.ts): `signed-in` holds what the
 * dashboard needs and neither the entry nor the page's own chunk holds (the favorite star with the mutation hook,
 * the referral card's queries, the icons of the stats and the feed), one request instead of five; what of it the
 * shells or a measured later page draw goes to `shared` (sharedChunk, decision 085). Every other icon goes with the
 * code of the one part of the app that draws it, or to `shared-later` or `later` when several do (sharedChunk,
 * laterChunk, decision 081). Anything else stays where the bundler puts it.
 */
export function firstPaintChunk(id: string, ctx: ChunkingContext): string | null {
  if (firstPaintGraph(ctx, id).signedIn.has(id)) return 'signed-in';
  return null;
}

/** Which part of the app a module is in: a feature's folder, or ui, lib, variants, app. */
const OWNER = /[\\/]src[\\/](features[\\/][^\\/]+|[^\\/]+)[\\/]/;

/**
 * The parts of the app (a feature, ui, lib…) whose modules draw an icon. An icon of one part goes with what draws
 * it (decision 081): a page draws six to nine icons, `icons-later` held a hundred.
 */
export function iconOwners(id: string, ctx: ChunkingContext): Set<string | undefined> {
  return new Set((ctx.getModuleInfo(id)?.importers ?? []).map((importer) => OWNER.exec(importer)?.[1]));
}

/**
 * For the shared group (vite.config.ts), whose pieces `isShared` says: `shared` for those of the first page (the
 * entry's or the dashboard's), for the icons the sign-in page draws too (so that page needs no `signed-in`) and for
 * what of the signed-in first page the shells or a measured later page use (decision 085), `shared-later` for the
 * other pages' common pieces (list states, currency, the page parameter) and for the icons several parts of the app
 * draw, when a measured page imports them (decisions 081, 085); of those, what the events list does not use goes to
 * `shared-later-rest`, which sign-in and credits load beside it (decision 104).
 */
export function sharedChunk(id: string, ctx: ChunkingContext, isShared: boolean): string | null {
  const { firstPaint, signInIcons, signedIn, budgetedLater, shells, eventPage, eventsList } = firstPaintGraph(
    ctx,
    id,
  );
  if (signInIcons.has(id)) return 'shared';
  // What an event page would load `shared-later` for goes to `shared` (decision 099); what the events list does not
  // use, to `shared-later-rest` (decision 104).
  const later = eventPage.has(id) ? 'shared' : eventsList.has(id) ? 'shared-later' : 'shared-later-rest';
  // What the shells draw (the location and balance chips) or a measured later page does (a few icons): in `shared`,
  // so that those pages load no `signed-in`, which keeps the dashboard's own shared pieces (decision 085).
  if (signedIn.has(id) && (shells.has(id) || budgetedLater.has(id))) return 'shared';
  // An icon several parts of the app draw: with the later pages' common pieces, which those pages load anyway, when
  // a measured page draws it (the others go to `later`, laterChunk).
  if (LUCIDE_ICON_FILE.test(id) && !signedIn.has(id) && iconOwners(id, ctx).size > 1 && budgetedLater.has(id))
    return later;
  if (!isShared) return null;
  return firstPaint.has(id) ? 'shared' : later;
}

/**
 * `later` for what would go to `shared-later` but no measured page imports (decision 085): the icons several parts
 * of the app draw but only the organiser's, the admin's and the later screens' (about thirty), and the later pages'
 * small common pieces those pages do not use. `shared-later` is on every measured later page. The group takes no
 * dependencies along, or lucide's renderer would leave `shared` for it and every page would load `later`.
 */
export function laterChunk(id: string, ctx: ChunkingContext, isShared: boolean): string | null {
  const { firstPaint, signInIcons, signedIn, budgetedLater } = firstPaintGraph(ctx, id);
  if (signInIcons.has(id) || signedIn.has(id) || budgetedLater.has(id) || firstPaint.has(id)) return null;
  if (LUCIDE_ICON_FILE.test(id)) return iconOwners(id, ctx).size > 1 ? 'later' : null;
  return isShared ? 'later' : null;
}

/** Whether a measured later page (the events list, an event page, credits, sign-in) imports the module statically. */
export function drawnByBudgetedPage(id: string, ctx: ChunkingContext): boolean {
  return firstPaintGraph(ctx, id).budgetedLater.has(id);
}
