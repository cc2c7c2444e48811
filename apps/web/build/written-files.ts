/**
 * What the web build does to its files once they are written: the theme script minified, and a brotli and a gzip
 * copy beside every text file. Used by vite.config.ts; changes when the written files are treated differently.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { minifySync, type Plugin } from 'vite';

/**
 * public/theme-init.js, which every page loads before first paint, goes out minified: its source keeps the comments
 * that say why each part is there, 0.3 KB on the wire of every page (decision 099). And hashed, as
 * `assets/theme-init-<hash>.js`, which index.html names instead: cached for good like the build's other scripts, it
 * goes without the validators, the request id and the headers a document's script needs not (decision 109), about
 * 0.3 KB more of every page, and a returning visitor's first paint no longer waits on its revalidation. Before the
 * service worker's list (which hashes the files) and the compressed copies.
 */
export function minifyThemeScript(): Plugin {
  let outDir = 'dist';
  return {
    name: 'engagex:minify-theme-script',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const file = path.join(outDir, 'theme-init.js');
      const { code, errors } = minifySync(file, readFileSync(file, 'utf8'), { compress: true, mangle: true });
      if (errors.length > 0)
        throw new Error(`theme-init.js: ${errors.map((error) => error.message).join('; ')}`);
      const hashed = `assets/theme-init-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      writeFileSync(path.join(outDir, hashed), code);
      rmSync(file);
      const shell = path.join(outDir, 'index.html');
      const html = readFileSync(shell, 'utf8');
      if (!html.includes('src="/theme-init.js"'))
        throw new Error('index.html no longer loads /theme-init.js');
      writeFileSync(shell, html.replace('src="/theme-init.js"', `src="/${hashed}"`));
    },
  };
}

/** Text the server sends as it is, and WebAssembly (brotli halves it); woff2 and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the build,
 * public/ included, where it is smaller. The server sends the one the browser accepts (@fastify/static's
 * `preCompressed`), so the best compression costs nothing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'engagex:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const raw = readFileSync(file);
        const brotli = brotliCompressSync(raw, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gzip = gzipSync(raw, { level: 9 });
        if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
