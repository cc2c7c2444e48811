import type { TNotificationKind, TNotificationPreference } from '@engagex/contracts';
import { useState } from 'react';
import { BackLink } from '@/ui/BackLink';
import { Card } from '@/ui/Card';
import { Switch } from '@/ui/Switch';
import { ListSkeleton, LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/preferences';
import { groupPreferences } from '../preference-groups';

const headingId = (title: string) => `preferences-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;

export const ALWAYS_EMAILED_HINT = 'Receipts are always emailed';

/** /notifications/preferences: which notifications also come by email. Each switch saves as it moves. */
export function PreferencesPage() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [refusal, setRefusal] = useState<string | null>(null);

  // While a change is on its way the switch already shows it; a refusal puts it back.
  const pending = update.isPending ? update.variables : undefined;
  const shown = (preference: TNotificationPreference) =>
    pending?.find(({ kind }) => kind === preference.kind)?.email ?? preference.email;

  const change = (kind: TNotificationKind, label: string, email: boolean) => {
    setRefusal(null);
    update.mutate([{ kind, email }], {
      onSuccess: () => toast({ title: `${label}: email ${email ? 'on' : 'off'}`, variant: 'success' }),
      onError: (error) => setRefusal(error.message),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Email preferences · EngageX</title>
      <BackLink to="/notifications">Notifications</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Email preferences</h1>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">
          Every notification shows up here in the portal. Choose which ones also reach you by email.
        </p>
      </header>

      {refusal && (
        <div
          role="alert"
          className="rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
        >
          Your change was not saved. {refusal}
        </div>
      )}

      {preferences.isPending ? (
        <ListSkeleton rows={2} label="Loading your email preferences…" />
      ) : preferences.isError ? (
        <LoadError
          title="Could not load your email preferences"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        groupPreferences(preferences.data.preferences).map((group) => (
          <section key={group.title} aria-labelledby={headingId(group.title)} className="flex flex-col gap-2">
            <h2 id={headingId(group.title)} className="text-sm font-semibold text-ink-muted">
              {group.title}
            </h2>
            <Card className="px-4 sm:px-5">
              <div className="divide-y divide-line">
                {group.preferences.map((preference) => (
                  <Switch
                    key={preference.kind}
                    label={preference.label}
                    hint={
                      preference.alwaysOn
                        ? ALWAYS_EMAILED_HINT
                        : shown(preference)
                          ? 'By email and in the portal'
                          : 'In the portal only'
                    }
                    checked={preference.alwaysOn || shown(preference)}
                    locked={preference.alwaysOn}
                    busy={pending?.some(({ kind }) => kind === preference.kind) ?? false}
                    onChange={(email) => change(preference.kind, preference.label, email)}
                  />
                ))}
              </div>
            </Card>
          </section>
        ))
      )}
    </div>
  );
}
