import { useEffect, useRef } from 'react';
import { request } from '@/lib/http';

/** Counts a visit towards "modules used" (the server folds repeated opens within an hour into one). */
export const recordModuleOpen = (id: string) =>
  request<{ recorded: boolean }>('main', `/modules/${encodeURIComponent(id)}/open`, { method: 'POST' });

/**
 * Call from a module's page once it shows: one request per opening (the ref survives React's development
 * double effects). A failure is not the user's concern, so it is only logged.
 */
export function useRecordModuleOpen(id: string): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === id) return;
    sent.current = id;
    recordModuleOpen(id).catch((error: unknown) => {
      console.warn(`Could not record the visit to ${id}`, error);
    });
  }, [id]);
}
