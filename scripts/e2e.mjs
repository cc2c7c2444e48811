// `npm run test:e2e`: only the browser journeys (the e2e Vitest project), with Chromium installed first.
// The project's global set-up builds what is stale and starts a server of its own.
import { bin, run } from './lib/process.mjs';
import { ensureChromium } from './lib/system.mjs';

await ensureChromium();
process.exit(await run(bin('vitest'), ['run', '--project', 'e2e', ...process.argv.slice(2)]));
