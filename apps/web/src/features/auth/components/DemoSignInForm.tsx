import { type FormEvent, useState } from 'react';
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
  const [email, setEmail] = useState(DEMO_EMAIL);
  const [name, setName] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedName = name.trim();
    onSubmit({ email: email.trim(), ...(trimmedName ? { name: trimmedName } : {}) });
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
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Name (optional)"
        name="name"
        autoComplete="name"
        maxLength={100}
        placeholder="Demo User"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" size="lg" loading={pending} className="w-full">
        Continue as demo user
      </Button>
    </form>
  );
}
