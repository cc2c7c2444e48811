import type { TTotpSetup } from '@engagex/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { authErrorMessage } from '@/features/auth/use-complete-sign-in';
import { useCurrentUser } from '@/lib/account';
import { useDraft } from '@/lib/draft';
import { formatMoment } from '@/lib/time';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FormAlert } from '@/ui/fields';
import { ListSkeleton, LoadError } from '@/ui/states';
import { type ToastWords, toast } from '@/ui/toast';
import { AppCodeField, digitsOf, PROOF_DRAFT, ProofField, proofOf } from '../../components/ProofFields';
import { useConfirmApp, useSetUpApp, useTurnOff, useTwoFactorStatus } from '../api/two-factor';
import { t } from '../messages';
import { PasskeysCard } from './PasskeysCard';

/** The key in groups of four, as apps show it for typing. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

async function copy(text: string, said: ToastWords) {
  await navigator.clipboard.writeText(text);
  toast({ title: said, variant: 'success' });
}

/**
 * /account/two-factor: turning two-factor sign-in on with an authenticator app or a passkey, saving the recovery
 * codes the first factor gives once, and turning it off with a code (decisions 089, 092).
 */
export function TwoFactorPage() {
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>{t('title')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('heading')}</h1>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">{t('intro')}</p>
      </header>
      {recoveryCodes ? (
        <SaveRecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            void status.refetch();
          }}
        />
      ) : status.isPending ? (
        <ListSkeleton rows={2} label={t('loading')} />
      ) : status.isError ? (
        <LoadError title={t('loadFailed')} error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <>
          {status.data.totp ? (
            <TwoFactorOn enabledAt={status.data.enabledAt} codesLeft={status.data.recoveryCodesLeft} />
          ) : (
            <SetUpApp onConfirmed={setRecoveryCodes} withPasskey={status.data.passkeys.length > 0} />
          )}
          <PasskeysCard status={status.data} onFirstFactor={setRecoveryCodes} />
        </>
      )}
    </div>
  );
}

function SetUpApp({
  onConfirmed,
  withPasskey,
}: {
  onConfirmed: (codes: string[]) => void;
  /** A passkey is on already: signing in asks for it, not for the account alone. */
  withPasskey: boolean;
}) {
  const setUp = useSetUpApp();
  const [started, setStarted] = useState<TTotpSetup | null>(null);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <h2 className="text-lg font-semibold">{t('card')}</h2>
        <Badge tone="gray">{t('off')}</Badge>
      </div>
      <p className="text-sm text-ink-muted">{withPasskey ? t('offWithPasskey') : t('offText')}</p>
      {setUp.isError && <FormAlert>{authErrorMessage(setUp.error)}</FormAlert>}
      {started ? (
        <ProveApp setup={started} onConfirmed={onConfirmed} onCancel={() => setStarted(null)} />
      ) : (
        <Button
          className="self-start"
          loading={setUp.isPending}
          onClick={() => setUp.mutate(undefined, { onSuccess: setStarted })}
        >
          {t('setUp')}
        </Button>
      )}
    </Card>
  );
}

function ProveApp({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TTotpSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmApp();
  const { draft, set } = useDraft({ code: '' });
  const { code } = draft;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(digitsOf(code), { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes) });
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('step1')}</p>
      <div className="self-center rounded-xl bg-white p-3 ring-1 ring-line">
        <QRCodeSVG
          value={setup.otpauthUrl}
          level="M"
          marginSize={1}
          size={184}
          title={t('qrLabel')}
          role="img"
          aria-label={t('qrLabel')}
        />
      </div>
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-ink-muted">{t('manual')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            data-testid="totp-secret"
            className="rounded-lg bg-surface-muted px-2.5 py-1.5 font-mono text-sm break-all"
          >
            {grouped(setup.secret)}
          </code>
          <Button size="sm" variant="secondary" onClick={() => void copy(setup.secret, () => t('keyCopied'))}>
            {t('copyKey')}
          </Button>
        </div>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('setUp')}>
        <p className="text-sm">{t('step2')}</p>
        {confirm.isError && <FormAlert>{authErrorMessage(confirm.error)}</FormAlert>}
        <AppCodeField
          label={t('code')}
          invalid={confirm.isError}
          value={code}
          onChange={(value) => set('code', value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={confirm.isPending}>
            {t('confirm')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function SaveRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const user = useCurrentUser();
  const [saved, setSaved] = useState(false);
  const text = [t('fileIntro', { email: user.data?.email ?? '' }), '', ...codes, ''].join('\n');
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    link.download = 'engagex-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <h2 className="text-lg font-semibold">{t('savedTitle')}</h2>
        <Badge tone="green">{t('on')}</Badge>
      </div>
      <p className="text-sm">{t('savedText')}</p>
      <ul
        aria-label={t('codesLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-surface-muted p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copy(codes.join('\n'), () => t('codesCopied'))}
        >
          {t('copyCodes')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          {t('download')}
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        {t('savedCheck')}
      </label>
      <Button className="self-start" disabled={!saved} onClick={onDone}>
        {t('done')}
      </Button>
    </Card>
  );
}

function TwoFactorOn({ enabledAt, codesLeft }: { enabledAt: string | null; codesLeft: number }) {
  const turnOff = useTurnOff();
  const { draft, set, edit } = useDraft(PROOF_DRAFT);
  const { useRecovery, typed } = draft;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    turnOff.mutate(proofOf(draft), {
      onSuccess: () =>
        toast({ title: () => t('turnedOff'), description: () => t('turnedOffText'), variant: 'success' }),
    });
  };
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <h2 className="text-lg font-semibold">{t('card')}</h2>
        <Badge tone="green">{t('on')}</Badge>
      </div>
      <p className="text-sm">{t('onSince', { date: enabledAt ? formatMoment(enabledAt, 'date') : '' })}</p>
      <p className="text-sm text-ink-muted">{t('codesLeft', { count: codesLeft })}</p>
      {codesLeft <= 3 && <p className="text-sm font-medium text-danger">{t('codesLow')}</p>}
      <form
        onSubmit={submit}
        className="flex flex-col gap-4 border-t border-line pt-4"
        aria-label={t('turnOff')}
      >
        <h3 className="font-semibold">{t('turnOff')}</h3>
        <p className="text-sm text-ink-muted">{t('turnOffText')}</p>
        {turnOff.isError && <FormAlert>{authErrorMessage(turnOff.error)}</FormAlert>}
        <ProofField
          useRecovery={useRecovery}
          codeLabel={t('code')}
          recoveryLabel={t('recoveryCode')}
          invalid={turnOff.isError}
          value={typed}
          onChange={(value) => set('typed', value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" loading={turnOff.isPending}>
            {t('turnOffConfirm')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              edit({ useRecovery: !useRecovery, typed: '' });
              turnOff.reset();
            }}
          >
            {useRecovery ? t('useApp') : t('useRecovery')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
