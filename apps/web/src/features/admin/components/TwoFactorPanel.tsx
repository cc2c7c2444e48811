import type { TAdminUserDetail } from '@engagex/contracts';
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ReasonDialog } from '@/ui/ReasonDialog';
import { toast } from '@/ui/toast';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { t } from '../messages';
import { ADMIN_REASON, auditHint } from '../reason';
import { Panel } from './Panel';

/**
 * Whether the person signs in with an authenticator app, and a reset for someone who lost their phone and their
 * recovery codes (decision 089): asked for with a reason, audited. One's own is turned off with a code instead.
 */
export function TwoFactorPanel({ user, own }: { user: TAdminUserDetail['user']; own: boolean }) {
  const reset = useResetTwoFactor();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const confirm = (reason: string) =>
    reset.mutate(
      { userId: user.id, reason },
      {
        onSuccess: () => {
          toast({
            title: () => t('twoFactor.reset'),
            description: () => t('twoFactor.resetToast', { name: user.name }),
            variant: 'success',
          });
          setAsking(false);
        },
      },
    );

  return (
    <Panel title={t('twoFactor.heading')}>
      <p className="flex items-center gap-2 text-sm text-ink">
        <Badge tone={user.twoFactor ? 'green' : 'gray'}>
          {user.twoFactor ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
        {user.twoFactor ? t('twoFactor.isOn') : t('twoFactor.isOff')}
      </p>
      {user.twoFactor &&
        (own ? (
          <p className="text-sm text-ink-muted">{t('twoFactor.own')}</p>
        ) : (
          <div>
            <Button
              ref={opener}
              variant="danger"
              icon={<KeyRound aria-hidden className="size-4" />}
              onClick={() => {
                reset.reset();
                setAsking(true);
              }}
            >
              {t('twoFactor.resetAction')}
            </Button>
          </div>
        ))}
      <ReasonDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('twoFactor.resetTitle', { name: user.name })}
        description={t('twoFactor.resetText')}
        rule={ADMIN_REASON}
        hint={auditHint()}
        confirm={t('twoFactor.resetAction')}
        variant="danger"
        sending={reset.isPending}
        error={reset.error}
        onConfirm={confirm}
        opener={opener}
      />
    </Panel>
  );
}
