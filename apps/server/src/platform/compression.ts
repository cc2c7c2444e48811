/**
 * Compression of API answers by a maintained plugin; the web app's files are precompressed at build. Changes when
 * the threshold or the encodings do.
 */
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers above 1 KB go out compressed for a browser that accepts it (brotli first, then gzip), with
 * `Vary: Accept-Encoding`. Brotli's quality 4 is most of its gain at a small part of the CPU of its maximum,
 * which the build spends once on the web app's files instead (apps/web/vite.config.ts, served precompressed).
 * Smaller answers go as they are: below about a kilobyte the headers outweigh what compression would save.
 * Request bodies are taken as sent only: no client of ours compresses them, and inflating is work an
 * attacker would choose for us.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
