// Loaded into a measured server with `--import` (scripts/bench-waiting-room.mjs): on SIGUSR2 it collects garbage
// twice (the server runs with --expose-gc) and writes the process's memory to BENCH_MEMORY_FILE, so a bench can
// read the live heap of another process. Nothing else; changes when a bench needs another figure.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
const collect = /** @type {(() => void) | undefined} */ (globalThis.gc);
let asked = 0;
if (file && collect) {
  process.on('SIGUSR2', () => {
    collect();
    collect();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ asked: ++asked, rss, heapUsed, heapTotal, external, arrayBuffers }));
  });
}
