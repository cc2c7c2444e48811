import { type RefObject, useEffect, useRef, useState } from 'react';
import { loadQrDetector, type QrReaderKind } from './qr-detector';

/** Where the camera is: off, starting, reading frames, or why it could not start. */
export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'on'; reader: QrReaderKind }
  | { status: 'denied' | 'no-camera' | 'busy' | 'unsupported' | 'failed'; detail?: string };

/** About eight looks a second: enough to catch a ticket held up, light on a phone's battery. */
const FRAME_GAP_MS = 125;
/** A ticket held in front of the camera is sent once; again only after it was out of view this long. */
export const SAME_CODE_QUIET_MS = 4000;

function cameraProblem(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { status: 'denied' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { status: 'no-camera' };
  if (name === 'NotReadableError' || name === 'AbortError') return { status: 'busy' };
  return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
}

/**
 * While `on`, the back camera (facingMode environment) plays in `video` and each QR code it sees goes to
 * `onCode`, which answers whether it took it (a desk still waiting for the last answer does not); a taken code is
 * not passed on again while it stays in view, nor for a few seconds after. Turning off, or leaving the page, stops the camera at once.
 */
export function useCameraScan(
  video: RefObject<HTMLVideoElement | null>,
  on: boolean,
  onCode: (rawValue: string) => boolean,
): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const latestOnCode = useRef(onCode);
  latestOnCode.current = onCode;

  useEffect(() => {
    if (!on) {
      setState({ status: 'off' });
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      // Cameras are offered only to secure pages (https or localhost), and not by every browser.
      setState({ status: 'unsupported' });
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const taken = new Map<string, number>();
    setState({ status: 'starting' });

    const look = async (detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>>) => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          for (const { rawValue } of await detect(element)) {
            const now = Date.now();
            const lastSeen = taken.get(rawValue);
            if (lastSeen !== undefined && now - lastSeen < SAME_CODE_QUIET_MS) {
              // Still in view: a ticket held up for a while is not "already checked in" a moment later.
              taken.set(rawValue, now);
              continue;
            }
            if (!stopped && latestOnCode.current(rawValue)) taken.set(rawValue, now);
          }
        } catch {
          // A frame the reader could not take (the video resizing, a tab switch): the next one will do.
        }
      }
      if (!stopped) timer = setTimeout(() => void look(detect), FRAME_GAP_MS);
    };

    const stopCamera = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    (async () => {
      try {
        const [media, reader] = await Promise.all([
          navigator.mediaDevices
            .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
            .then((media) => {
              // Kept at once, so the camera is stopped even when the reader fails to load or the desk left.
              stream = media;
              return media;
            }),
          loadQrDetector(),
        ]);
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = media;
        await element.play();
        if (stopped) return;
        setState({ status: 'on', reader: reader.kind });
        void look((source) => reader.detector.detect(source));
      } catch (error) {
        stopCamera();
        if (!stopped) setState(cameraProblem(error));
      } finally {
        if (stopped) stopCamera();
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera();
      if (video.current) video.current.srcObject = null;
    };
  }, [on, video]);

  return state;
}
