import { type ComponentType, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { lazy } from '@/i18n/lazy';
import type { DeviceType } from '@/lib/device';
import { useDeviceType } from '@/lib/device-variant';
import { t } from '@/lib/messages';
import { LoadingView } from '@/ui/LoadingView';
import { MAIN_CONTENT_ID, SkipLink } from '@/ui/SkipLink';
import { PageHostProvider, PageSlot } from '@/variants/common/page-slot';

type ShellModule = { default: ComponentType };

const importers: Record<DeviceType, () => Promise<ShellModule>> = {
  desktop: () => import('@/variants/desktop/DesktopShell').then((m) => ({ default: m.DesktopShell })),
  mobile: () => import('@/variants/mobile/MobileShell').then((m) => ({ default: m.MobileShell })),
};

/** If a variant cannot load, the pages still render in a plain frame; docs/product.md §8 asks only for a console entry. */
function BareShell() {
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl p-4 outline-none">
        <PageSlot />
      </main>
    </>
  );
}

const loading = new Map<DeviceType, Promise<ShellModule>>();

/** One download per variant, shared by the preload at start-up and React.lazy. */
export function loadShell(type: DeviceType): Promise<ShellModule> {
  let promise = loading.get(type);
  if (!promise) {
    promise = importers[type]().catch((error: unknown) => {
      console.error(`Failed to load the ${type} app`, error);
      return { default: BareShell };
    });
    loading.set(type, promise);
  }
  return promise;
}

const shells: Record<DeviceType, ComponentType> = {
  desktop: lazy(() => loadShell('desktop')),
  mobile: lazy(() => loadShell('mobile')),
};

/**
 * The signed-in frame: the variant for this device; a change of device type swaps it without a page reload, and
 * the page inside keeps its state (decision 070: the page is rendered here, once, and each frame gives it a slot).
 * Scroll restoration lives here too, so that a new frame does not take a swap for a navigation.
 */
export function AppLayout() {
  const type = useDeviceType();
  const Shell = shells[type];
  return (
    <PageHostProvider page={<Outlet />}>
      <Suspense fallback={<RootLoadingView type={type} />}>
        <Shell />
      </Suspense>
      <ScrollRestoration />
    </PageHostProvider>
  );
}

const loadingMessage = (type: DeviceType): string => t('app.loading', { type });

export function RootLoadingView({ type }: { type: DeviceType }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <LoadingView size="large" message={loadingMessage(type)} />
    </div>
  );
}
