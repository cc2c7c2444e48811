import type { FormEvent } from 'react';
import { useDraft } from '@/lib/draft';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { t } from '../sign-in/messages';

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
  const { draft, set } = useDraft({ email: DEMO_EMAIL, name: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedName = draft.name.trim();
    onSubmit({ email: draft.email.trim(), ...(trimmedName ? { name: trimmedName } : {}) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('demo')}>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={254}
        value={draft.email}
        onChange={(event) => set('email', event.target.value)}
      />
      <TextField
        label={t('name')}
        name="name"
        autoComplete="name"
        maxLength={100}
        placeholder={t('namePlaceholder')}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {t('continue')}
      </Button>
    </form>
  );
}
