/**
 * The organiser's "Booking widget" panel on an event's page (decision 095): the sites (web origins) that may frame
 * the event's booking page, saved with PUT, and the two lines to paste on a page of one of them. The form checks
 * nothing itself: the server's refusal names the line that is not an origin. Changes when the widget gains a
 * setting.
 */
import type { TEmbedSettings, TRealm } from '@engagex/contracts';
import { Save } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { fieldErrorsOf } from '@/lib/api-error';
import { useDraft } from '@/lib/draft';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { Field, FormAlert, textAreaClasses } from '@/ui/fields';
import { LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useEmbed, useSaveEmbed } from '../api/embed-settings';
import { t } from '../messages';

export function EmbedPanel({ realm, eventId }: { realm: TRealm; eventId: string }) {
  const embed = useEmbed(realm, eventId);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="embed-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="embed-heading" className="text-lg font-semibold">
            {t('settings.heading')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('settings.text')}</p>
        </div>
        {embed.isPending ? (
          <div aria-busy="true">
            <span role="status" className="sr-only">
              {t('settings.loading')}
            </span>
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        ) : embed.isError ? (
          <LoadError
            inline
            title={t('settings.failed')}
            error={embed.error}
            onRetry={() => void embed.refetch()}
          />
        ) : (
          <div className="grid items-start gap-6 md:grid-cols-2">
            <OriginsForm
              key={embed.data.origins.join(' ')}
              realm={realm}
              eventId={eventId}
              saved={embed.data}
            />
            <Snippet realm={realm} eventId={eventId} />
          </div>
        )}
      </section>
    </Card>
  );
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function OriginsForm({ realm, eventId, saved }: { realm: TRealm; eventId: string; saved: TEmbedSettings }) {
  const save = useSaveEmbed(realm, eventId);
  const { draft, set } = useDraft({ origins: saved.origins.join('\n') });
  const refused = save.error
    ? (Object.values(fieldErrorsOf(save.error))[0] ?? save.error.message)
    : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { origins: linesOf(draft.origins) },
      {
        onSuccess: (answer) =>
          toast({
            title: () => t('settings.saved'),
            description: () => t('settings.savedText', { count: answer.origins.length }),
            variant: 'success',
          }),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('settings.label')} className="flex flex-col gap-4">
      <Field label={t('settings.origins')} hint={t('settings.originsHint')} error={refused}>
        {(control) => (
          <textarea
            {...control}
            className={textAreaClasses}
            spellCheck={false}
            autoCapitalize="off"
            value={draft.origins}
            onChange={(e) => set('origins', e.target.value)}
          />
        )}
      </Field>
      {save.isError && !refused && <FormAlert>{save.error.message}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} icon={<Save aria-hidden className="size-4" />}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** The two lines: where the widget goes, and the portal's loader, from this portal's own origin. */
function Snippet({ realm, eventId }: { realm: TRealm; eventId: string }) {
  const origin = window.location.origin;
  const realmAttribute = realm === 'events' ? '' : ` data-engagex-realm="${realm}"`;
  const lines = `<div data-engagex-event="${eventId}"${realmAttribute}></div>\n<script src="${origin}/embed.js" async></script>`;
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium text-ink">
        {t('settings.snippet')}
      </p>
      {/* It scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      <section
        aria-labelledby={labelId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
        tabIndex={0}
        className="overflow-x-auto rounded-xl bg-surface-muted p-3 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <pre className="text-xs">
          <code>{lines}</code>
        </pre>
      </section>
    </div>
  );
}
