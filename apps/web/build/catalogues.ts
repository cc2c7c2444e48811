/**
 * Message catalogues compiled at build time (decision 075): a feature's `messages/<language>.json` (ICU messages
 * by id) becomes a module of Lingui's compiled messages, so the browser never parses ICU and Lingui's compiler
 * never ships. Dev and tests compile the same way. Changes when the catalogue format does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]messages[\\/][a-z]{2,3}\.json$/;
/** The compiled module's id: not `.json`, so Vite's JSON plugin leaves it to this one. */
const SUFFIX = '.catalogue.js';

export function compileCatalogue(source: string, file: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
      // Always the compiled array: Lingui's runtime takes a bare string for an uncompiled message.
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: message "${id}" is not valid ICU: ${error}`);
      }
    }),
  );
  return `export default ${JSON.stringify(compiled)};`;
}

export function catalogues(): Plugin {
  return {
    name: 'engagex:catalogues',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !CATALOGUE.test(source)) return null;
      const file = path.isAbsolute(source)
        ? source
        : path.resolve(path.dirname(importer.split('?')[0] ?? ''), source);
      return `${file}${SUFFIX}`;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return compileCatalogue(readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
    },
  };
}
