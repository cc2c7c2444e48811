import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ZXING_WASM_SHA256 } from 'barcode-detector/ponyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadQrDetector } from './qr-detector';

vi.mock('./zxing-qr-detector', () => ({ zxingQrDetector: vi.fn(async () => ({ detect: async () => [] })) }));

afterEach(() => vi.unstubAllGlobals());

describe('loadQrDetector', () => {
  it("uses the browser's own detector when it reads QR codes", async () => {
    class Native {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      constructor(readonly options: { formats: string[] }) {}
      detect = async () => [];
    }
    vi.stubGlobal('BarcodeDetector', Native);
    const { detector, kind } = await loadQrDetector();
    expect(kind).toBe('built-in');
    expect((detector as unknown as Native).options).toEqual({ formats: ['qr_code'] });
  });

  it('falls back to the ZXing polyfill where there is none, or one without QR codes', async () => {
    expect((await loadQrDetector()).kind).toBe('polyfill');
    vi.stubGlobal('BarcodeDetector', { getSupportedFormats: async () => ['ean_13'] });
    expect((await loadQrDetector()).kind).toBe('polyfill');
  });

  it('serves the very .wasm the polyfill was built for (an npm update that splits them fails here)', () => {
    const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(ZXING_WASM_SHA256);
  });
});
