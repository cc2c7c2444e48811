import { Suspense, useEffect, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { useToasts } from './store';

export type { ToastInput, ToastVariant, ToastWords } from './store';
export { dismissToast, saidNow, toast } from './store';

const Toaster = lazy(() => import('./Toaster'));

/**
 * Mounts the Radix toaster once the first toast is raised, keeping Radix out of the initial download.
 * It stays mounted afterwards so the F8 hotkey keeps reaching the toast region.
 */
export function ToastHost() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
