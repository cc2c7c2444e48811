/**
 * The first place this device saw an entry at, kept across reloads and shared by its tabs, so the room's progress
 * bar runs from there to the front instead of starting again at every visit (decision 080). A place only moves
 * forward while waiting, so a later place than the one kept is a new spell in the line (joined again) and replaces
 * it. Changes when the progress is measured from somewhere else.
 */
import { readStored, writeStored } from '@/lib/storage';

const KEY = 'engageX_waiting_room_first';
/** Enough for every room a person waits in at once; the oldest are forgotten first. */
const KEPT = 20;

function readAll(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(readStored(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The place to measure from for `entryId` now at `position` (which it becomes when it is the first seen). */
export function firstPlace(entryId: string, position: number): number {
  const all = readAll();
  const kept = all[entryId];
  if (typeof kept === 'number' && kept >= position) return kept;
  delete all[entryId];
  const next = Object.entries({ ...all, [entryId]: position }).slice(-KEPT);
  writeStored(KEY, JSON.stringify(Object.fromEntries(next)));
  return position;
}

/**
 * How far along the line, 0 to 100, from the first place seen to the front: a sliver at the start, so that the bar
 * is seen to be a bar, and never quite full while waiting (full is being admitted).
 */
export const progressOf = (first: number, position: number): number =>
  Math.round(((first - position + 1) / (first + 1)) * 100);
