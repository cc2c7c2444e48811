/**
 * /events/admin/api-keys: an organiser's API keys (decision 090). Making one shows its secret once, with a copy
 * button; the list shows each key's prefix, scopes and last use, never a secret; revoking asks first. Changes when
 * the page shows or does more.
 */
import {
  API_KEY_SCOPES,
  type TApiKey,
  type TApiKeyScope,
  type TCreateApiKeyRequest,
  type TCreatedApiKey,
  ZCreateApiKeyRequest,
} from '@engagex/contracts';
import { Copy, KeyRound } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageAt, requestResolver, showRefusal, useFocusFirstInvalid } from '@/lib/form';
import { formatMoment, formatRelative } from '@/lib/time';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FieldError, FormAlert, InputField } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { ListSkeleton, LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { AdminPageHeader } from '../components/EventsAdminLayout';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api';
import { t } from './messages';

export function ApiKeysPage() {
  const keys = useApiKeys();
  const [made, setMade] = useState<TCreatedApiKey | null>(null);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <title>{t('title')}</title>
      <AdminPageHeader title={t('heading')} description={t('intro')} />
      {made ? <NewSecret made={made} onDone={() => setMade(null)} /> : <MakeKeyForm onMade={setMade} />}
      {keys.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : keys.isError ? (
        <LoadError title={t('loadError')} error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.keys.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('none')}</p>
      ) : (
        <KeyList keys={keys.data.keys} />
      )}
    </div>
  );
}

type MakeValues = { name: string; scopes: TApiKeyScope[] };

function MakeKeyForm({ onMade }: { onMade: (made: TCreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const resolver = useMemo(
    () =>
      requestResolver<MakeValues, TCreateApiKeyRequest>(ZCreateApiKeyRequest, ({ name, scopes }) => ({
        name: name.trim(),
        // One box ticked reaches the form as a string on some browsers' autofill; a list either way.
        scopes: [scopes ?? []].flat(),
      })),
    [],
  );
  const form = useForm<MakeValues, unknown, TCreateApiKeyRequest>({
    defaultValues: { name: '', scopes: ['events:read'] },
    resolver,
  });
  const container = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(container);
  const { errors } = form.formState;
  const scopesError = messageAt(errors, 'scopes');

  const submit = form.handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: (made) => {
        form.reset();
        toast({ title: () => t('made'), variant: 'success' });
        onMade(made);
      },
      onError: (error) => {
        if (showRefusal(error, form.setError).fields.length > 0) focusFirstInvalid();
      },
    }),
  );

  return (
    <Card className="p-4 sm:p-6">
      <form
        ref={container}
        noValidate
        aria-label={t('form')}
        onSubmit={(event) => {
          create.reset();
          void submit(event);
        }}
        className="flex flex-col gap-4"
      >
        <h2 className="text-lg font-semibold">{t('form')}</h2>
        <InputField
          label={t('name')}
          hint={t('nameHint')}
          maxLength={80}
          autoComplete="off"
          error={messageAt(errors, 'name')}
          {...form.register('name')}
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={scopesError ? 'api-key-scopes-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-ink">{t('scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex min-h-11 items-start gap-3 text-sm text-ink">
              <input
                type="checkbox"
                value={scope}
                className="mt-0.5 size-5 accent-primary"
                {...form.register('scopes')}
              />
              <span>
                <span className="font-medium">{t(`scopeName.${scope}`)}</span>
                <span className="block text-ink-muted">{t(`scope.${scope}`)}</span>
              </span>
            </label>
          ))}
          {scopesError && <FieldError id="api-key-scopes-error">{scopesError}</FieldError>}
        </fieldset>
        {create.isError && !Object.keys(errors).length && <FormAlert>{create.error.message}</FormAlert>}
        <Button
          type="submit"
          className="self-stretch sm:self-start"
          loading={create.isPending}
          icon={<KeyRound aria-hidden className="size-4" />}
        >
          {t('make')}
        </Button>
      </form>
    </Card>
  );
}

/** The secret, this once: copied with a button, or selected by hand where the clipboard is refused. */
function NewSecret({ made, onDone }: { made: TCreatedApiKey; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made.key);
      toast({ title: () => t('copied'), variant: 'success' });
    } catch {
      toast({ title: () => t('copyFailed'), variant: 'error' });
    }
  };
  return (
    <Card
      className="flex flex-col gap-3 border-primary p-4 sm:p-6"
      role="region"
      aria-label={t('secretHeading')}
    >
      <h2 className="text-lg font-semibold">{t('secretHeading')}</h2>
      <p className="text-sm text-ink-muted">{t('secretText')}</p>
      <InputField
        label={t('secretLabel', { name: made.name })}
        readOnly
        value={made.key}
        spellCheck={false}
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="text-xs text-ink-muted">{t('howTo')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button icon={<Copy aria-hidden className="size-4" />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </Card>
  );
}

function KeyList({ keys }: { keys: TApiKey[] }) {
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({
          title: () => t('revoked'),
          description: () => t('revokedText', { name: revoking.name }),
          variant: 'success',
        });
        setRevoking(null);
      },
    });
  };
  return (
    <>
      <Card className="overflow-hidden">
        <ul aria-label={t('list')} className="divide-y divide-line">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
                  <span className="wrap-anywhere">{key.name}</span>
                  <code className="text-xs font-normal text-ink-muted">{key.prefix}…</code>
                </p>
                <p className="mt-1 flex flex-wrap gap-1.5">
                  {key.scopes.map((scope) => (
                    <Badge key={scope} tone="gray">
                      {t(`scopeName.${scope}`)}
                    </Badge>
                  ))}
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  <time dateTime={key.createdAt}>
                    {t('created', { when: formatMoment(key.createdAt, 'stamp') })}
                  </time>
                  <span aria-hidden> · </span>
                  {key.lastUsedAt ? (
                    <time dateTime={key.lastUsedAt} title={formatMoment(key.lastUsedAt, 'stamp')}>
                      {t('lastUsed', { when: formatRelative(key.lastUsedAt) })}
                    </time>
                  ) : (
                    <span>{t('neverUsed')}</span>
                  )}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                className="self-start sm:self-center"
                aria-label={t('revokeLabel', { name: key.name })}
                onClick={() => {
                  revoke.reset();
                  setRevoking(key);
                }}
              >
                {t('revoke')}
              </Button>
            </li>
          ))}
        </ul>
      </Card>
      <Modal
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('confirmTitle')}
      >
        <div className="flex flex-col gap-4 p-5">
          <p className="text-sm">
            {revoking && t('confirmText', { name: revoking.name, prefix: revoking.prefix })}
          </p>
          {revoke.isError && <FormAlert>{revoke.error.message}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" loading={revoke.isPending} onClick={confirm}>
              {t('confirm')}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
