import type { TAccountSuspension } from '@engagex/contracts';
import { readStored, removeStored, writeStored } from '@/lib/storage';

/**
 * A suspended person is told so at once, on whichever path met the suspension first (decision 048): the open tab's
 * next request, a reload, a renewal or a sign-in. The session ends and the sign-in page shows why; the notice is
 * kept in the browser until the next sign-in, so the redirect, a reload, and the other tabs the session ended in
 * show it too.
 */
const KEY = 'engagex-suspension';

export function rememberSuspension(suspension: TAccountSuspension): void {
  writeStored(KEY, JSON.stringify(suspension));
}

/** The suspension met in this browser since its last sign-in, if any. */
export function rememberedSuspension(): TAccountSuspension | null {
  try {
    const value = JSON.parse(readStored(KEY) ?? 'null') as TAccountSuspension | null;
    return typeof value?.since === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** A sign-in went through: the account is in good standing again. */
export function forgetSuspension(): void {
  removeStored(KEY);
}
