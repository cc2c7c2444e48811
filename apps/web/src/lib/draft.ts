/**
 * A form's draft when the form checks nothing itself (decision 081): the browser's own constraints, a check of its
 * own as the person types, or the server's refusal say what is wrong. `useDraftForm` (./form.ts) is for forms with a
 * schema or a save whose refusal lands on the fields; it brings react-hook-form (16 KB on the wire), which the
 * sign-in and credits pages, each visitors' first, do without. Changes when such a form needs more than its draft.
 */
import { useState } from 'react';

export function useDraft<D extends object>(initial: D | (() => D)) {
  const [draft, setDraft] = useState<D>(initial);
  /** One field alone, so that a callback that runs later cannot put back older values of others. */
  const set = <N extends keyof D>(name: N, value: D[N]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  /** Takes a whole new draft (a change that moves several fields at once). */
  const edit = (next: D) => setDraft(next);
  return { draft, set, edit };
}
