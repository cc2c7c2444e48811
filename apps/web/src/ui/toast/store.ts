import { useSyncExternalStore } from 'react';
import { getSpeech } from '@/i18n/language';

/**
 * Toasts live in a tiny store outside React so that any code — a loader, an event handler — can raise one,
 * and so the Radix toaster itself can load lazily when the first toast arrives. A toast keeps what it says as words
 * written when it is painted, so a reader who switches language while it shows reads it in the new one (decision
 * 116). Changes when a toast says or does more.
 */
export type ToastVariant = 'info' | 'success' | 'error';

/**
 * What a toast says, written at paint time in the language chosen then: `() => t('…')` for our words, `() => name`
 * for text of no language (a name, a code, a file), `saidNow(error.message)` for a sentence the server wrote.
 */
export type ToastWords = () => string;

export interface ToastInput {
  title: ToastWords;
  description?: ToastWords | undefined;
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

/**
 * A sentence the server wrote in the reader's language of the moment (an error's reason). It cannot be written again
 * in another language, so once the reader switches the toast leaves it out: its title, ours, still says what failed,
 * and a Hindi reader meets no English (decision 116).
 */
export function saidNow(sentence: string): ToastWords {
  const speech = getSpeech();
  return () => (getSpeech() === speech ? sentence : '');
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
