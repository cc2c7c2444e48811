import type { TModule, TModuleEngagement } from '@engagex/contracts';
import { Bell, BellRing, HandCoins } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { rich } from '@/i18n/rich';
import { isApiError } from '@/lib/api-error';
import { moduleTitle } from '@/lib/content-text';
import { useDraftForm } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { TextField } from '@/ui/TextField';
import { saidNow, toast } from '@/ui/toast';
import { useBackModule } from '../api/back-module';
import { useModuleEngagement } from '../api/get-module-engagement';
import { useSetLaunchAlert } from '../api/launch-alert';
import { t } from '../page/messages';

const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * What a user can do about an upcoming module before it launches: ask to be told at launch, and back its
 * development with credits (fundable modules only). For upcoming modules only.
 */
export function ModuleEngagement({
  module,
  creditBalance,
  onCreditsSpent,
}: {
  module: TModule;
  /** The user's balance, to say what they can spend. */
  creditBalance?: number | undefined;
  /** Called after credits were spent, so whoever shows the balance refreshes it. */
  onCreditsSpent?: (() => void) | undefined;
}) {
  const query = useModuleEngagement(module.id);

  return (
    <Card className="flex flex-col gap-5 p-6">
      <h2 className="text-base font-semibold">{t('before')}</h2>
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('loadingShort')}
          </span>
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p className="font-medium">{t('engagementFailed')}</p>
          <p className="text-ink-muted">{query.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <LaunchAlert module={module} engagement={query.data} />
          {module.isFundable && (
            <BackingForm
              module={module}
              engagement={query.data}
              creditBalance={creditBalance}
              onCreditsSpent={onCreditsSpent}
            />
          )}
        </>
      )}
    </Card>
  );
}

function LaunchAlert({ module, engagement }: { module: TModule; engagement: TModuleEngagement }) {
  const alert = useSetLaunchAlert(module.id);
  // Shows the new state while the request runs; a failure puts the old one back.
  const on = alert.isPending ? (alert.variables ?? engagement.notifyAtLaunch) : engagement.notifyAtLaunch;
  const Icon = on ? BellRing : Bell;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        aria-pressed={on}
        icon={<Icon aria-hidden className={cx('size-4', on && 'text-primary')} />}
        onClick={() =>
          alert.mutate(!on, {
            onError: (error) =>
              toast({
                title: () => t('alertFailed'),
                description: saidNow(error.message),
                variant: 'error',
              }),
          })
        }
        className={cx(on && 'border-primary bg-primary/10')}
      >
        {t('notify')}
        {/* The state in words too, not only in colour; aria-pressed already says it to screen readers. */}
        <span
          aria-hidden
          className={cx(
            'ml-1 rounded-full px-2 py-0.5 text-xs font-semibold',
            on ? 'bg-primary text-primary-fg' : 'bg-surface-muted text-ink-muted',
          )}
        >
          {on ? t('on') : t('off')}
        </span>
      </Button>
      <p className="text-xs text-ink-muted" aria-live="polite">
        {on ? t('alertOn', { title: moduleTitle(module) }) : t('alertOff')}
      </p>
    </div>
  );
}

function BackingForm({
  module,
  engagement,
  creditBalance,
  onCreditsSpent,
}: {
  module: TModule;
  engagement: TModuleEngagement;
  creditBalance: number | undefined;
  onCreditsSpent: (() => void) | undefined;
}) {
  const back = useBackModule(module.id);
  const minimum = Math.max(1, module.minCreditsRequired);
  const { draft, set } = useDraftForm({ initial: { amount: String(minimum) } });
  const { amount } = draft;
  // One key per intended payment: a retry of the same amount cannot spend twice; a new amount is a new payment.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const credits = Number(amount);
  // Said before sending, not after: the button cannot spend what the wallet does not hold.
  const shortBy =
    creditBalance !== undefined && Number.isInteger(credits) && credits > creditBalance
      ? credits - creditBalance
      : 0;
  // The server marks a short wallet with a `wallet` detail: its words are in the reader's language (decision 077).
  const serverSaysShort =
    isApiError(back.error) && (back.error.details ?? []).some(({ path }) => path === 'wallet');
  const title = moduleTitle(module);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isInteger(credits) || credits < minimum) {
      setProblem(t('atLeast', { title, minimum }));
      return;
    }
    setProblem(null);
    back.mutate(
      { credits, idempotencyKey },
      {
        onSuccess: () => {
          toast({ title: () => t('thanks', { title }), variant: 'success' });
          setIdempotencyKey(newIdempotencyKey());
          onCreditsSpent?.();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-line pt-5">
      <div className="flex items-center gap-2">
        <HandCoins aria-hidden className="size-4 text-ink-muted" />
        <h3 className="text-sm font-semibold">{t('backTitle')}</h3>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <BackingFigure term={t('backedAll')} value={formatNumber(engagement.totalBacked)} />
        <BackingFigure term={t('backers')} value={formatNumber(engagement.backers)} />
        <BackingFigure term={t('byYou')} value={formatNumber(engagement.backedCredits)} />
      </dl>
      <TextField
        label={t('credits')}
        type="number"
        inputMode="numeric"
        min={minimum}
        step={1}
        value={amount}
        onChange={(event) => {
          set('amount', event.target.value);
          setIdempotencyKey(newIdempotencyKey());
          setProblem(null);
          back.reset();
        }}
        hint={
          creditBalance === undefined
            ? t('hint', { minimum })
            : t('hintBalance', { minimum, balance: creditBalance })
        }
        aria-invalid={problem ? true : undefined}
        aria-errormessage={problem ? errorId : undefined}
      />
      {problem && !serverSaysShort && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      {(shortBy > 0 || serverSaysShort) && (
        <p id={problem ? errorId : undefined} role="alert" className="text-sm text-ink">
          {rich(shortBy > 0 ? shortText(creditBalance ?? 0, shortBy) : t('shortServer'), {
            link: (text) => (
              <Link to="/credits" className="font-semibold text-link underline underline-offset-2">
                {text}
              </Link>
            ),
          })}
        </p>
      )}
      <Button type="submit" loading={back.isPending} disabled={shortBy > 0}>
        {Number.isInteger(credits) && credits > 0 ? t('backWith', { credits }) : t('back')}
      </Button>
    </form>
  );
}

/** Why the backing cannot go ahead, in words that fit an empty wallet too (decision 055). */
const shortText = (balance: number, shortBy: number) =>
  balance <= 0 ? t('shortEmpty', { short: shortBy }) : t('shortSome', { balance, short: shortBy });

function BackingFigure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-2 py-2.5">
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
