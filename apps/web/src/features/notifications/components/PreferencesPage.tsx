import type {
  TNotificationKind,
  TNotificationPreference,
  TNotificationPreferences,
} from '@engagex/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '@/ui/BackLink';
import { Card } from '@/ui/Card';
import { Switch } from '@/ui/Switch';
import { ListSkeleton, LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { notificationsKeys } from '../api/keys';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/preferences';
import { t } from '../messages';
import { groupPreferences } from '../preference-groups';

const headingId = (group: string) => `preferences-${group}`;

/** /notifications/preferences: which notifications also come by email. Each switch saves as it moves. */
export function PreferencesPage() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [refusal, setRefusal] = useState<string | null>(null);

  // While a change is on its way the switch already shows it; a refusal puts it back.
  const pending = update.isPending ? update.variables : undefined;
  const shown = (preference: TNotificationPreference) =>
    pending?.find(({ kind }) => kind === preference.kind)?.email ?? preference.email;

  const queryClient = useQueryClient();
  // The kind's label as the server last wrote it: after a language switch, in the new language (decision 116).
  const labelNow = (kind: TNotificationKind, label: string) =>
    queryClient
      .getQueryData<TNotificationPreferences>(notificationsKeys.preferences)
      ?.preferences.find((preference) => preference.kind === kind)?.label ?? label;

  const change = (kind: TNotificationKind, label: string, email: boolean) => {
    setRefusal(null);
    update.mutate([{ kind, email }], {
      onSuccess: () =>
        toast({
          title: () => t('prefs.changed', { label: labelNow(kind, label), email: email ? 'on' : 'off' }),
          variant: 'success',
        }),
      onError: (error) => setRefusal(error.message),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>{t('prefs.title')}</title>
      <BackLink to="/notifications">{t('prefs.back')}</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('prefs.heading')}</h1>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">{t('prefs.intro')}</p>
      </header>

      {refusal && (
        <div
          role="alert"
          className="rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
        >
          {t('prefs.notSaved', { reason: refusal })}
        </div>
      )}

      {preferences.isPending ? (
        <ListSkeleton rows={2} label={t('prefs.loading')} />
      ) : preferences.isError ? (
        <LoadError
          title={t('prefs.failed')}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        groupPreferences(preferences.data.preferences).map((group) => (
          <section key={group.id} aria-labelledby={headingId(group.id)} className="flex flex-col gap-2">
            <h2 id={headingId(group.id)} className="text-sm font-semibold text-ink-muted">
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
                        ? t('prefs.alwaysEmailed')
                        : shown(preference)
                          ? t('prefs.emailAndPortal')
                          : t('prefs.portalOnly')
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
