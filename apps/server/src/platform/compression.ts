/**
 * Compression of API answers by a maintained plugin; the web app's files are precompressed at build. Changes when
 * the threshold, the encodings or their levels do.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, the headers outweigh what compression would save: the answer goes as it is. */
export const COMPRESS_ABOVE_BYTES = 1024;
/** Answers up to this size are compressed in one call on the event loop; larger ones go through a stream. */
const IN_ONE_CALL_BYTES = 65_536;
/** How many compressed answers are kept for answers that repeat word for word. */
const REMEMBERED = 500;
/** And how many bytes of the answers they were made from, at most. */
const REMEMBERED_BYTES = 8 * 1024 * 1024;

/**
 * Decision 082, measured on a 3 KB events page: brotli at quality 1 takes 29 µs and sends 367 bytes; quality 4
 * took 97 µs for 314; gzip at level 1 takes 48 µs for 383 bytes. The build spends the maximum once on the web
 * app's files instead (apps/web/vite.config.ts, served precompressed).
 */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP_OPTIONS = { level: 1 };

/**
 * A compressor that remembers what it made for the last few hundred inputs. The caches of decisions 031 and 082
 * hand out the same answer to everybody who asks within a second or more: the bytes already compressed are found
 * instead of compressed again. They are found by the answer's length and a byte-for-byte comparison (decision 120):
 * answers of one length are few, and comparing 10 KB takes 0.2 µs where hashing it took 5 µs, a third of what
 * compression cost a request. `rememberedBytes` bounds the inputs kept, whatever their sizes.
 */
export function rememberingCompressor(
  compressOnce: (payload: Buffer, options: object) => Buffer,
  remembered = REMEMBERED,
  rememberedBytes = REMEMBERED_BYTES,
) {
  type Made = { payload: Buffer; compressed: Buffer };
  const byLength = new Map<number, Made[]>();
  /** Oldest first, for letting go. */
  const order: Made[] = [];
  let bytes = 0;
  const forget = (made: Made) => {
    const alike = byLength.get(made.payload.length) ?? [];
    alike.splice(alike.indexOf(made), 1);
    if (alike.length === 0) byLength.delete(made.payload.length);
    bytes -= made.payload.length;
  };
  return (payload: Buffer, options: object): Buffer => {
    const known = byLength.get(payload.length)?.find((made) => made.payload.equals(payload));
    if (known) return known.compressed;
    const compressed = compressOnce(payload, options);
    // A copy: the caller's buffer is theirs to reuse.
    const made = { payload: Buffer.from(payload), compressed };
    const alike = byLength.get(payload.length);
    if (alike) alike.push(made);
    else byLength.set(payload.length, [made]);
    order.push(made);
    bytes += payload.length;
    while (order.length > remembered || (bytes > rememberedBytes && order.length > 1)) {
      const oldest = order.shift();
      if (oldest) forget(oldest);
    }
    return compressed;
  };
}

/**
 * Answers above 1 KB go out compressed for a browser that accepts it (brotli first, then gzip), with
 * `Vary: Accept-Encoding`, at the cheap levels above: an answer is made for one reader, so compression's CPU is
 * spent on every request. Request bodies are taken as sent only: no client of ours compresses them, and inflating
 * is work an attacker would choose for us.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    // Two cores, shared with the database: a stream's set-up costs more than compressing a small answer at once.
    syncThreshold: IN_ONE_CALL_BYTES,
    zlib: {
      ...zlib,
      brotliCompressSync: rememberingCompressor(zlib.brotliCompressSync),
      gzipSync: rememberingCompressor(zlib.gzipSync),
    },
    globalDecompression: false,
  });
}
