import { useSyncExternalStore } from 'react';
import {
  browserDeviceEnvironment,
  type DeviceEnvironment,
  type DeviceType,
  evaluateDeviceType,
  watchDeviceType,
} from '@/lib/device';

/** The current variant for the whole app: evaluated on load, re-evaluated after resizing (docs/product.md §2). */
let current: DeviceType | null = null;
const listeners = new Set<() => void>();

export function startDeviceVariant(
  env: DeviceEnvironment = browserDeviceEnvironment(),
  onChange?: (type: DeviceType) => void,
): { type: DeviceType; stop: () => void } {
  current = evaluateDeviceType(env);
  const stop = watchDeviceType({
    env,
    initial: current,
    onChange: (type) => {
      current = type;
      onChange?.(type);
      for (const listener of listeners) listener();
    },
  });
  return { type: current, stop };
}

export function getDeviceType(): DeviceType {
  current ??= evaluateDeviceType(browserDeviceEnvironment());
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDeviceType(): DeviceType {
  return useSyncExternalStore(subscribe, getDeviceType, () => 'desktop');
}
