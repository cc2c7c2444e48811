/**
 * The passkeys part of /account/two-factor (decision 092): the person's passkeys, adding one under a name, removing
 * one (the last second factor with the passkey itself or a recovery code). Changes when the page does more with passkeys.
 */
import type { TMfaStatus, TPasskey } from '@engagex/contracts';
import { type FormEvent, useState } from 'react';
import { authErrorMessage } from '@/features/auth/use-complete-sign-in';
import { isApiError } from '@/lib/api-error';
import { useDraft } from '@/lib/draft';
import { formatMoment } from '@/lib/time';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FormAlert } from '@/ui/fields';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast';
import { RecoveryCodeField } from '../../components/ProofFields';
import { useAddPasskey, useRemovePasskey } from '../api/passkeys';
import { t } from '../messages';

/** The server's sentence, or, when the browser's prompt was closed or timed out, ours. */
const passkeyError = (error: unknown) =>
  isApiError(error) ? authErrorMessage(error) : t('passkeyCancelled');

export function PasskeysCard({
  status,
  onFirstFactor,
}: {
  status: TMfaStatus;
  onFirstFactor: (recoveryCodes: string[]) => void;
}) {
  const { passkeys } = status;
  // Removing the last second factor turns two-factor sign-in off: it asks for the passkey itself or a recovery code.
  const last = !status.totp && passkeys.length === 1;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <h2 className="text-lg font-semibold">{t('passkeys')}</h2>
        <Badge tone={passkeys.length > 0 ? 'green' : 'gray'}>
          {passkeys.length > 0 ? t('on') : t('off')}
        </Badge>
      </div>
      <p className="text-sm text-ink-muted">{t('passkeysText')}</p>
      {passkeys.length > 0 && !status.totp && (
        <p className="text-sm text-ink-muted">{t('codesLeft', { count: status.recoveryCodesLeft })}</p>
      )}
      {passkeys.length > 0 && (
        <ul aria-label={t('passkeysList')} className="flex flex-col divide-y divide-line">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} last={last} />
          ))}
        </ul>
      )}
      <AddPasskey onFirstFactor={onFirstFactor} />
    </Card>
  );
}

function PasskeyRow({ passkey, last }: { passkey: TPasskey; last: boolean }) {
  const remove = useRemovePasskey();
  const [asking, setAsking] = useState(false);
  const { draft, set } = useDraft({ recoveryCode: '' });
  const removed = () => toast({ title: () => t('passkeyRemoved'), variant: 'success' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate(
      { id: passkey.id, proof: { recoveryCode: draft.recoveryCode.trim() } },
      { onSuccess: removed },
    );
  };
  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{passkey.name}</p>
          <p className="text-xs text-ink-muted">
            {t('passkeyAdded', { date: formatMoment(passkey.createdAt, 'date') })}
            {passkey.lastUsedAt &&
              ` · ${t('passkeyUsed', { date: formatMoment(passkey.lastUsedAt, 'date') })}`}
          </p>
        </div>
        {!asking && (
          <Button
            size="sm"
            variant="secondary"
            loading={remove.isPending}
            aria-label={t('removePasskeyNamed', { name: passkey.name })}
            onClick={() =>
              last ? setAsking(true) : remove.mutate({ id: passkey.id }, { onSuccess: removed })
            }
          >
            {t('removePasskey')}
          </Button>
        )}
      </div>
      {remove.isError && <FormAlert>{passkeyError(remove.error)}</FormAlert>}
      {asking && (
        <form
          onSubmit={submit}
          className="flex flex-col gap-3"
          aria-label={t('removePasskeyNamed', { name: passkey.name })}
        >
          <p className="text-sm text-ink-muted">{t('removeLastText')}</p>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="self-start"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: passkey.id, proof: 'passkey' }, { onSuccess: removed })}
          >
            {t('confirmWithPasskey')}
          </Button>
          <p className="text-sm text-ink-muted">{t('orRecoveryCode')}</p>
          <RecoveryCodeField
            label={t('recoveryCode')}
            invalid={remove.isError}
            value={draft.recoveryCode}
            onChange={(value) => set('recoveryCode', value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" size="sm" loading={remove.isPending}>
              {t('removePasskey')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

function AddPasskey({ onFirstFactor }: { onFirstFactor: (recoveryCodes: string[]) => void }) {
  const add = useAddPasskey();
  const { draft, set } = useDraft({ name: '' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(draft.name.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        set('name', '');
        toast({ title: () => t('passkeyAddedToast'), variant: 'success' });
        if (recoveryCodes) onFirstFactor(recoveryCodes);
      },
    });
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 border-t border-line pt-4"
      aria-label={t('addPasskey')}
    >
      <h3 className="font-semibold">{t('addPasskey')}</h3>
      {add.isError && <FormAlert>{passkeyError(add.error)}</FormAlert>}
      <TextField
        label={t('passkeyName')}
        hint={t('passkeyNameHint')}
        name="passkeyName"
        autoComplete="off"
        required
        maxLength={60}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <Button type="submit" className="self-start" loading={add.isPending}>
        {t('addPasskey')}
      </Button>
    </form>
  );
}
