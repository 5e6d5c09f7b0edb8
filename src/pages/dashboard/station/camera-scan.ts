/**
 * Reading label codes with the device's camera: the browser's own BarcodeDetector where it has one,
 * else the barcode-detector ponyfill (ZXing in WebAssembly), loaded only when the camera is first
 * used. The wasm file comes from this build (Vite serves it; ?url), never from a CDN: the shop
 * floor may have no internet.
 */
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface DetectedCode {
  readonly rawValue: string;
}

export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<readonly DetectedCode[]>;
}

type DetectorConstructor = new (options: { formats: string[] }) => CodeDetector;

/** The formats the labels print: the QR link and the Code 128 short code. */
const LABEL_FORMATS = ['qr_code', 'code_128'];

/** Whether this device can scan with a camera at all (a secure page with a camera API). */
export function canScanWithCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export async function labelCodeDetector(): Promise<CodeDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (native) return new native({ formats: LABEL_FORMATS });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: ['qr_code', 'code_128'] });
}
