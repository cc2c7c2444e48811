import type { TAdminUserDetail } from '@engagex/contracts';
import { Ban, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import { ReasonDialog } from '@/ui/ReasonDialog';
import { toast } from '@/ui/toast';
import { useSetStanding } from '../api/set-standing';
import { configuredAdminNote, isConfiguredRole } from '../format';
import { t } from '../messages';
import { ADMIN_REASON, auditHint } from '../reason';
import { Panel } from './Panel';

/**
 * Suspends a person (every session ends and every request of theirs is refused until restored) or restores them.
 * Both ask for a reason in a dialog first. Neither oneself nor an admin the configuration names can be suspended
 * (decisions 043, 050): the panel says why instead of offering a button the server would refuse.
 */
export function StandingPanel({ user, own }: { user: TAdminUserDetail['user']; own: boolean }) {
  const standing = useSetStanding();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const suspend = !user.suspended;
  const cannotSuspend = !suspend
    ? null
    : own
      ? t('standing.own')
      : isConfiguredRole(user, 'admin')
        ? configuredAdminNote('standing')
        : null;

  const confirm = (reason: string) =>
    standing.mutate(
      { userId: user.id, suspend, reason },
      {
        onSuccess: () => {
          toast({
            title: () => (suspend ? t('standing.suspended') : t('standing.restored')),
            description: () =>
              suspend
                ? t('standing.suspendedToast', { name: user.name })
                : t('standing.restoredToast', { name: user.name }),
            variant: 'success',
          });
          setAsking(false);
        },
      },
    );

  return (
    <Panel title={t('standing.heading')}>
      <p className="text-sm text-ink">{user.suspended ? t('standing.isSuspended') : t('standing.good')}</p>
      {cannotSuspend ? (
        <p className="text-sm text-ink-muted">{cannotSuspend}</p>
      ) : (
        <div>
          <Button
            ref={opener}
            variant={suspend ? 'danger' : 'primary'}
            icon={
              suspend ? <Ban aria-hidden className="size-4" /> : <RotateCcw aria-hidden className="size-4" />
            }
            onClick={() => {
              standing.reset();
              setAsking(true);
            }}
          >
            {suspend ? t('standing.suspend') : t('standing.restore')}
          </Button>
        </div>
      )}
      <ReasonDialog
        open={asking}
        onOpenChange={setAsking}
        title={t(suspend ? 'standing.suspendTitle' : 'standing.restoreTitle', { name: user.name })}
        description={suspend ? t('standing.suspendText') : t('standing.restoreText')}
        rule={ADMIN_REASON}
        hint={suspend ? t('standing.suspendHint') : auditHint()}
        confirm={suspend ? t('standing.suspend') : t('standing.restore')}
        variant={suspend ? 'danger' : 'primary'}
        sending={standing.isPending}
        error={standing.error}
        onConfirm={confirm}
        opener={opener}
      />
    </Panel>
  );
}
