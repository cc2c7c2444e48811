import { MOBILE_MAX_WIDTH, MOBILE_USER_AGENT, RESIZE_DEBOUNCE_MS, STORAGE_KEYS } from '@engagex/contracts';

/** docs/product.md §2: which application variant a visitor gets. */
export type DeviceType = 'mobile' | 'desktop';

/** What the choice depends on, injectable so that tests need no real window. */
export interface DeviceEnvironment {
  width(): number;
  userAgent(): string;
  store(type: DeviceType): void;
  onResize(listener: () => void): () => void;
}

export function detectDeviceType(width: number, userAgent: string): DeviceType {
  return width <= MOBILE_MAX_WIDTH || MOBILE_USER_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}

export const isDeviceType = (value: unknown): value is DeviceType =>
  value === 'mobile' || value === 'desktop';

/** Decides and remembers the type, as docs/product.md asks: on every load and after every resize pause. */
export function evaluateDeviceType(env: DeviceEnvironment): DeviceType {
  const type = detectDeviceType(env.width(), env.userAgent());
  env.store(type);
  return type;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), delayMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/**
 * Re-evaluates after resizing pauses for RESIZE_DEBOUNCE_MS and calls `onChange` only when the type
 * changed, so that the app swaps variants without reloading the page. Returns the unsubscribe function.
 */
export function watchDeviceType(options: {
  env: DeviceEnvironment;
  initial: DeviceType;
  onChange: (type: DeviceType) => void;
  delayMs?: number;
}): () => void {
  const { env, onChange, delayMs = RESIZE_DEBOUNCE_MS } = options;
  let current = options.initial;
  const reevaluate = debounce(() => {
    const next = evaluateDeviceType(env);
    if (next !== current) {
      current = next;
      onChange(next);
    }
  }, delayMs);
  const stop = env.onResize(reevaluate);
  return () => {
    reevaluate.cancel();
    stop();
  };
}

export function browserDeviceEnvironment(win: Window = window): DeviceEnvironment {
  return {
    width: () => win.innerWidth,
    userAgent: () => win.navigator.userAgent,
    store: (type) => {
      try {
        win.localStorage.setItem(STORAGE_KEYS.deviceType, type);
      } catch {
        // Not remembered; the type is re-evaluated on every load anyway.
      }
    },
    onResize: (listener) => {
      win.addEventListener('resize', listener);
      return () => win.removeEventListener('resize', listener);
    },
  };
}
