/**
 * The polyfill's detector, its WebAssembly served by us: the package would fetch it from a public CDN, which the
 * CSP (and a door with poor signal) rules out. Vite copies the .wasm into the build with a hashed name; the
 * version is the one barcode-detector pins (qr-detector.test.ts checks the file against its SHA-256).
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDetector } from './qr-detector';

export async function zxingQrDetector(): Promise<QrDetector> {
  // Compiles the reader now, so a blocked or missing .wasm fails the camera's start, not every frame.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
