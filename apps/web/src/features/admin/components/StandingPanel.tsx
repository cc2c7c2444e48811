import type { TAdminUserDetail } from '@engagex/contracts';
import { Ban, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import { ReasonDialog } from '@/ui/ReasonDialog';
import { toast } from '@/ui/toast';
import { useSetStanding } from '../api/set-standing';
import { CONFIGURED_ADMIN_NOTES, isConfiguredRole } from '../format';
import { ADMIN_REASON, AUDIT_HINT } from '../reason';
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
      ? 'You cannot suspend your own account; another admin can.'
      : isConfiguredRole(user, 'admin')
        ? CONFIGURED_ADMIN_NOTES.standing
        : null;

  const confirm = (reason: string) =>
    standing.mutate(
      { userId: user.id, suspend, reason },
      {
        onSuccess: () => {
          toast({
            title: suspend ? 'Suspended' : 'Restored',
            description: suspend
              ? `${user.name} is signed out and cannot sign in.`
              : `${user.name} can sign in again.`,
            variant: 'success',
          });
          setAsking(false);
        },
      },
    );

  return (
    <Panel title="Standing">
      <p className="text-sm text-ink">
        {user.suspended
          ? 'Suspended: every request of theirs is refused, and they cannot sign in.'
          : 'In good standing.'}
      </p>
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
            {suspend ? 'Suspend' : 'Restore'}
          </Button>
        </div>
      )}
      <ReasonDialog
        open={asking}
        onOpenChange={setAsking}
        title={suspend ? `Suspend ${user.name}?` : `Restore ${user.name}?`}
        description={
          suspend
            ? 'They are signed out everywhere at once and cannot sign in until restored.'
            : 'They can sign in again; their roles and credits are as they were.'
        }
        rule={ADMIN_REASON}
        hint={suspend ? 'Kept in the audit log, and shown to them with where to appeal.' : AUDIT_HINT}
        confirm={suspend ? 'Suspend' : 'Restore'}
        variant={suspend ? 'danger' : 'primary'}
        sending={standing.isPending}
        error={standing.error}
        onConfirm={confirm}
        opener={opener}
      />
    </Panel>
  );
}
