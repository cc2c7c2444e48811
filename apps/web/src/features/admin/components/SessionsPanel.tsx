import type { TAdminUserDetail, TUserSession } from '@engagex/contracts';
import { LogOut } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import { formatMoment, formatRelative } from '@/lib/time';
import { Button } from '@/ui/Button';
import { ReasonDialog } from '@/ui/ReasonDialog';
import { toast } from '@/ui/toast';
import { useRevokeSessions } from '../api/revoke-sessions';
import { CONFIGURED_ADMIN_NOTES, deviceOf, isConfiguredRole } from '../format';
import { ADMIN_REASON, AUDIT_HINT } from '../reason';
import { Panel } from './Panel';
import { Table } from './Table';

const ENDED_HOW: Record<NonNullable<TUserSession['endedReason']>, string> = {
  'signed-out': 'signed out',
  revoked: 'ended by an admin',
  suspended: 'suspended',
};

/** Which sessions the dialog ends: one (`sessionId`) or every one. */
type Ending = { sessionId?: string; device?: string };

/**
 * Every session of the person; an open one can be ended alone, or all at once. Either asks for a reason. On one's
 * own page "all" means the others: the one in use stays (decision 050). A configured admin's sessions are theirs
 * alone to end, so another admin sees why instead of the buttons.
 */
export function SessionsPanel({
  user,
  sessions,
  own,
}: Pick<TAdminUserDetail, 'user' | 'sessions'> & { own: boolean }) {
  const revoke = useRevokeSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const endable = sessions.filter((session) => session.endedAt === null && !session.current);
  const protectedAdmin = !own && isConfiguredRole(user, 'admin');

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
            title: ending.sessionId ? 'Session ended' : own ? 'Other sessions ended' : 'All sessions ended',
            description: own
              ? `You are signed out${ending.device ? ` on ${ending.device}` : ' everywhere else'}; this device stays signed in.`
              : `${user.name} is signed out${ending.device ? ` on ${ending.device}` : ' everywhere'}.`,
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
        protectedAdmin ? undefined : (
          <Button
            size="sm"
            variant="danger"
            icon={<LogOut aria-hidden className="size-4" />}
            disabled={endable.length === 0}
            onClick={start({})}
          >
            {own ? 'End my other sessions' : 'End all sessions'}
          </Button>
        )
      }
    >
      {protectedAdmin && <p className="text-sm text-ink-muted">{CONFIGURED_ADMIN_NOTES.sessions}</p>}
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
                  {/* First in the row, so a phone shows it without scrolling the table. */}
                  {session.current && <span className="block text-xs text-ink-muted">This device</span>}
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
                  {session.endedAt === null && !session.current && !protectedAdmin && (
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
        title={
          ending?.sessionId ? 'End this session?' : own ? 'End your other sessions?' : 'End all sessions?'
        }
        description={
          ending?.sessionId
            ? `${own ? 'You are' : `${user.name} is`} signed out on ${ending.device ?? 'that device'} at its next request.`
            : own
              ? 'Every other device is signed out at its next request; you stay signed in here.'
              : `${user.name} is signed out on every device at their next request.`
        }
        rule={ADMIN_REASON}
        hint={AUDIT_HINT}
        confirm={ending?.sessionId ? 'End session' : own ? 'End my other sessions' : 'End all sessions'}
        variant="danger"
        sending={revoke.isPending}
        error={revoke.error}
        onConfirm={confirm}
        opener={opener}
      />
    </Panel>
  );
}
