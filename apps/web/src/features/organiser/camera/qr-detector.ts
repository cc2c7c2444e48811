/**
 * A QR reader for the check-in camera: the browser's own BarcodeDetector where it reads QR codes (Chrome on
 * Android and macOS), else the barcode-detector polyfill (ZXing compiled to WebAssembly), loaded only when a
 * camera starts so the organiser pages never download it otherwise.
 */

/** What the camera loop needs of a detector: the spec's `detect`, QR codes only. */
export type QrDetector = { detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>> };
export type QrReaderKind = 'built-in' | 'polyfill';

type NativeDetectorClass = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

/** The browser's own detector, if it has one that reads QR codes (some expose the class but no formats). */
async function nativeQrDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export async function loadQrDetector(): Promise<{ detector: QrDetector; kind: QrReaderKind }> {
  const native = await nativeQrDetector();
  if (native) return { detector: native, kind: 'built-in' };
  const { zxingQrDetector } = await import('./zxing-qr-detector');
  return { detector: await zxingQrDetector(), kind: 'polyfill' };
}
