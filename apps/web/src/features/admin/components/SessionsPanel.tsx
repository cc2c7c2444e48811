import type { TAdminUserDetail, TUserSession } from '@engagex/contracts';
import { LogOut } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import { formatMoment, formatRelative } from '@/lib/time';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast';
import { useRevokeSessions } from '../api/revoke-sessions';
import { deviceOf } from '../format';
import { Panel } from './Panel';
import { ReasonDialog } from './ReasonDialog';
import { Table } from './Table';

const ENDED_HOW: Record<NonNullable<TUserSession['endedReason']>, string> = {
  'signed-out': 'signed out',
  revoked: 'ended by an admin',
  suspended: 'suspended',
};

/** Which sessions the dialog ends: one (`sessionId`) or every one. */
type Ending = { sessionId?: string; device?: string };

/** Every session of the person; an open one can be ended alone, or all at once. Either asks for a reason. */
export function SessionsPanel({ user, sessions }: Pick<TAdminUserDetail, 'user' | 'sessions'>) {
  const revoke = useRevokeSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = sessions.filter((session) => session.endedAt === null);

  const start = (next: Ending) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    revoke.reset();
    setEnding(next);
  };
  const confirm = (reason: string) => {
    if (!ending) return;
    revoke.mutate(
      { userId: user.id, sessionId: ending.sessionId, reason },
      {
        onSuccess: () => {
          toast({
            title: ending.sessionId ? 'Session ended' : 'All sessions ended',
            description: `${user.name} is signed out${ending.device ? ` on ${ending.device}` : ' everywhere'}.`,
            variant: 'success',
          });
          setEnding(null);
        },
      },
    );
  };

  return (
    <Panel
      title="Sessions"
      action={
        <Button
          size="sm"
          variant="danger"
          icon={<LogOut aria-hidden className="size-4" />}
          disabled={open.length === 0}
          onClick={start({})}
        >
          End all sessions
        </Button>
      }
    >
      {sessions.length === 0 ? (
        <p className="text-sm text-ink-muted">No sessions: this person has not signed in.</p>
      ) : (
        <Table
          caption="Sessions, newest first"
          headers={['Device', 'IP address', 'Signed in', 'Last seen', 'Ended', 'Action']}
        >
          {sessions.map((session) => {
            const device = deviceOf(session.userAgent);
            return (
              <tr key={session.id}>
                <td className="min-w-36" title={session.userAgent ?? undefined}>
                  {device}
                </td>
                <td className="font-mono text-xs whitespace-nowrap">{session.clientIp ?? '—'}</td>
                <td className="whitespace-nowrap">
                  <time dateTime={session.signedInAt}>{formatMoment(session.signedInAt, 'stamp')}</time>
                </td>
                <td className="whitespace-nowrap">
                  <time dateTime={session.lastSeenAt} title={formatMoment(session.lastSeenAt, 'stamp')}>
                    {formatRelative(session.lastSeenAt)}
                  </time>
                </td>
                <td className="whitespace-nowrap">
                  {session.endedAt ? (
                    <>
                      <time dateTime={session.endedAt}>{formatMoment(session.endedAt, 'stamp')}</time>
                      {session.endedReason && (
                        <span className="block text-xs text-ink-muted">{ENDED_HOW[session.endedReason]}</span>
                      )}
                    </>
                  ) : (
                    <span className="font-medium">Active</span>
                  )}
                </td>
                <td className="text-right">
                  {session.endedAt === null && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`End session on ${device}, signed in ${formatMoment(session.signedInAt, 'stamp')}`}
                      onClick={start({ sessionId: session.id, device })}
                    >
                      End session
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </Table>
      )}
      <ReasonDialog
        open={ending !== null}
        onOpenChange={(next) => {
          if (!next) setEnding(null);
        }}
        title={ending?.sessionId ? 'End this session?' : 'End all sessions?'}
        description={
          ending?.sessionId
            ? `${user.name} is signed out on ${ending.device ?? 'this device'} at their next request.`
            : `${user.name} is signed out on every device at their next request.`
        }
        confirm={ending?.sessionId ? 'End session' : 'End all sessions'}
        variant="danger"
        sending={revoke.isPending}
        error={revoke.error}
        onConfirm={confirm}
        opener={opener}
      />
    </Panel>
  );
}
