import type { FormEvent } from 'react';
import { useDraftForm } from '@/lib/form';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';

export const DEMO_EMAIL = 'demo@engagex.dev';

/** Shown only when the server runs the development identity provider. */
export function DemoSignInForm({
  onSubmit,
  pending,
}: {
  onSubmit: (identity: { email: string; name?: string }) => void;
  pending: boolean;
}) {
  // No resolver: the browser's own `required` and the server's refusal are all the checking a demo needs.
  const { draft, set } = useDraftForm({ initial: { email: DEMO_EMAIL, name: '' } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedName = draft.name.trim();
    onSubmit({ email: draft.email.trim(), ...(trimmedName ? { name: trimmedName } : {}) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Demo sign-in">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={254}
        value={draft.email}
        onChange={(event) => set('email', event.target.value)}
      />
      <TextField
        label="Name (optional)"
        name="name"
        autoComplete="name"
        maxLength={100}
        placeholder="Demo User"
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <Button type="submit" size="lg" loading={pending} className="w-full">
        Continue as demo user
      </Button>
    </form>
  );
}
