import { ScanLine, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { type CameraState, useCameraScan } from '../camera/use-camera-scan';
import { t } from '../check-in/messages';

/** Each problem's sentence, written when shown (in the reader's language then). */
const PROBLEM: Record<Exclude<CameraState['status'], 'off' | 'starting' | 'on'>, () => string> = {
  denied: () => t('camera.denied'),
  'no-camera': () => t('camera.noCamera'),
  busy: () => t('camera.busy'),
  unsupported: () => t('camera.unsupported'),
  failed: () => t('camera.failed'),
};

/** Problems another try will not mend: nothing runs, so nothing is offered to stop or start (decision 055). */
const FOR_GOOD = new Set<CameraState['status']>(['no-camera', 'unsupported']);

/**
 * "Scan with camera": the device's back camera in a preview, each ticket QR it sees checked in as if typed. Off
 * until asked, and stopped when turned off or when the desk leaves the page; typing and scanners work either way.
 */
export function CameraScanner({
  onCode,
  afterToggle,
}: {
  onCode: (rawValue: string) => boolean;
  afterToggle: () => void;
}) {
  const [on, setOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const state = useCameraScan(video, on, onCode);
  const problem = state.status in PROBLEM ? PROBLEM[state.status as keyof typeof PROBLEM]() : null;
  // "Stop camera" only while a camera starts or runs; after a problem, a new try (or nothing, for good).
  const running = on && problem === null;
  const toggle = () => {
    if (problem) {
      setOn(false);
      requestAnimationFrame(() => setOn(true));
    } else setOn((value) => !value);
    afterToggle();
  };
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
          <ScanLine aria-hidden className="size-4 text-ink-muted" />
          {t('camera.heading')}
        </h2>
        {!FOR_GOOD.has(state.status) && (
          <Button
            variant={running ? 'secondary' : 'primary'}
            aria-pressed={running}
            onClick={toggle}
            icon={
              running ? <X aria-hidden className="size-4" /> : <ScanLine aria-hidden className="size-4" />
            }
          >
            {running ? t('camera.stop') : problem ? t('camera.retry') : t('camera.start')}
          </Button>
        )}
      </div>
      <div
        hidden={!on || problem !== null}
        className="relative mt-3 aspect-video overflow-hidden rounded-xl bg-slate-950"
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('camera.preview')}
          data-camera={state.status}
          className="size-full object-cover"
        />
        {/* Where to hold the ticket: a square in the middle, as phone scanners draw it. */}
        <div
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-1/2 aspect-square h-4/5 -translate-x-1/2 -translate-y-1/2 rounded-2xl border-4 border-white/80 shadow-[0_0_0_999px_rgb(0_0_0/0.25)]"
        />
      </div>
      <p role="status" className="mt-2 text-sm text-ink-muted">
        {state.status === 'starting' && t('camera.starting')}
        {state.status === 'on' &&
          t('camera.on', { reader: state.reader === 'built-in' ? 'builtin' : 'zxing' })}
        {state.status === 'off' && t('camera.off')}
      </p>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {problem}
          {state.status === 'failed' && 'detail' in state && state.detail ? ` (${state.detail})` : ''}
        </p>
      )}
    </Card>
  );
}
