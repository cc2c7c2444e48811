import { useSyncExternalStore } from 'react';

/**
 * Toasts live in a tiny store outside React so that any code — a loader, an event handler — can raise one,
 * and so the Radix toaster itself can load lazily when the first toast arrives.
 */
export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Defaults to TOAST.durationMs (docs/product.md §9). */
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): string {
  const id = `toast-${nextId++}`;
  emit([...items, { ...input, id, open: true }]);
  return id;
}

/** Closes a toast; it is removed once its exit animation had time to run. */
export function dismissToast(id: string): void {
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.id !== id)), 300);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}

export function clearToastsForTests(): void {
  emit([]);
}
