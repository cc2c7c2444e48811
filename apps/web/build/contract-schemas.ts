// Owns what the build makes of the endpoint tables' schema loaders (packages/contracts/src/api/*.ts, decision 040).
// Changes when the tables load their schemas another way or the web reads them in production.
import type { Plugin } from 'vite';

/** An endpoint table of the contracts package: `api/<feature>.ts`, not its schemas, not a test. */
const ENDPOINT_TABLE = /[\\/]packages[\\/]contracts[\\/]src[\\/]api[\\/][\w-]+\.ts$/;
const SCHEMAS_IMPORT = /\bimport\(\s*(['"])\.\/[\w-]+\.schemas\.js\1\s*\)/g;

/**
 * Each endpoint table keeps a loader of its zod schemas, which the web calls only in development and tests, to check
 * every answer (lib/api.ts). In the build that loader cannot be called, so it loads nothing: no chunk of schemas is
 * emitted, and the chunks that hold a table lose the list of files each loader would preload (hashed names that
 * compress badly, about 0.1 KB on the wire for each table; decision 085). The table itself, one per service, is the
 * same for the server, OpenAPI and the web.
 */
export function contractSchemasInDevelopmentOnly(): Plugin {
  return {
    name: 'engagex:contract-schemas-in-development-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_TABLE.test(id) || id.endsWith('.schemas.ts')) return null;
      const next = code.replace(SCHEMAS_IMPORT, 'Promise.reject(new Error("development only"))');
      return next === code ? null : next;
    },
  };
}
