import {
  type TCreatedWebhook,
  type TWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  ZCreateWebhookRequest,
} from '@engagex/contracts';
import { Plus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useDraftForm, useFocusFirstInvalid } from '@/lib/form';
import { Button } from '@/ui/Button';
import { FieldError, FormAlert, InputField } from '@/ui/fields';
import { organiserResolver } from '../validation';
import { useCreateWebhook } from './api/webhooks';
import { t } from './messages';
import { SecretShownOnce } from './SecretShownOnce';

/*
 * Adding a webhook (decision 091): its receiver's URL and the events it wants, checked with the contract's schema
 * (the server's own), and the signing secret shown once after it is made. Changes when an endpoint gains a setting.
 */

type Draft = { url: string; events: TWebhookEventType[] };
type Key = keyof Draft;

const MESSAGES: Record<Key, string> = {
  get url() {
    return t('rule.url');
  },
  get events() {
    return t('rule.events');
  },
};

const resolver = organiserResolver<Draft, Key>(
  (draft) => ({ schema: ZCreateWebhookRequest, body: { url: draft.url.trim(), events: draft.events } }),
  MESSAGES,
);

export function WebhookForm() {
  const create = useCreateWebhook();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [made, setMade] = useState<TCreatedWebhook | null>(null);
  const { draft, errors, set, bind, validate } = useDraftForm<Draft, Key>({
    initial: { url: '', events: ['booking.confirmed'] },
    resolver,
    fields: ['url', 'events'],
    save: create,
    onRefused: focusFirstInvalid,
  });

  const toggle = (type: TWebhookEventType, on: boolean) =>
    set(
      'events',
      WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? on : draft.events.includes(each))),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await validate())) {
      focusFirstInvalid();
      return;
    }
    create.mutate({ url: draft.url.trim(), events: draft.events }, { onSuccess: setMade });
  };

  return (
    <div className="flex flex-col gap-4">
      <form ref={form} noValidate onSubmit={submit} aria-label={t('form')} className="flex flex-col gap-4">
        <InputField
          label={t('url')}
          hint={t('urlHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={2000}
          {...bind('url')}
        />
        <fieldset className="flex flex-col gap-2" aria-invalid={errors.events ? true : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">{t('events')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3 text-sm text-ink">
              <input
                type="checkbox"
                className="size-5 shrink-0"
                checked={draft.events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span>
                {t(`event.${type}`)} <code className="text-xs text-ink-muted">{type}</code>
              </span>
            </label>
          ))}
          {errors.events && <FieldError>{errors.events}</FieldError>}
        </fieldset>
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <Button type="submit" disabled={create.isPending} className="self-start">
          <Plus aria-hidden className="size-4" />
          {t('add')}
        </Button>
      </form>
      {made && <SecretShownOnce secret={made.secret} title={t('secretTitle')} text={t('secretText')} />}
    </div>
  );
}
