import type { TAdminUserDetail, TUserSession } from '@engagex/contracts';
import { LogOut } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import { formatMoment, formatRelative } from '@/lib/time';
import { Button } from '@/ui/Button';
import { ReasonDialog } from '@/ui/ReasonDialog';
import { toast } from '@/ui/toast';
import { useRevokeSessions } from '../api/revoke-sessions';
import { configuredAdminNote, deviceOf, isConfiguredRole } from '../format';
import { t } from '../messages';
import { ADMIN_REASON, auditHint } from '../reason';
import { Panel } from './Panel';
import { Table } from './Table';

const endedHow = (reason: NonNullable<TUserSession['endedReason']>): string =>
  t(`sessions.endedHow.${reason}`);

/**
 * Which sessions the dialog ends: one (`sessionId`, with the browser it was signed in from) or every one. The device's
 * name is written where it is shown, so a toast shown across a language switch names it in the new language.
 */
type Ending = { sessionId?: string; userAgent?: string | null };

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
            title: () =>
              ending.sessionId
                ? t('sessions.ended')
                : own
                  ? t('sessions.otherEnded')
                  : t('sessions.allEnded'),
            description: () =>
              own
                ? ending.sessionId
                  ? t('sessions.ownOneToast', { device: deviceOf(ending.userAgent ?? null) })
                  : t('sessions.ownAllToast')
                : ending.sessionId
                  ? t('sessions.oneToast', { name: user.name, device: deviceOf(ending.userAgent ?? null) })
                  : t('sessions.allToast', { name: user.name }),
            variant: 'success',
          });
          setEnding(null);
        },
      },
    );
  };

  return (
    <Panel
      title={t('sessions.heading')}
      action={
        protectedAdmin ? undefined : (
          <Button
            size="sm"
            variant="danger"
            icon={<LogOut aria-hidden className="size-4" />}
            disabled={endable.length === 0}
            onClick={start({})}
          >
            {own ? t('sessions.endMine') : t('sessions.endAll')}
          </Button>
        )
      }
    >
      {protectedAdmin && <p className="text-sm text-ink-muted">{configuredAdminNote('sessions')}</p>}
      {sessions.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('sessions.none')}</p>
      ) : (
        <Table
          caption={t('sessions.table')}
          headers={[
            t('sessions.device'),
            t('sessions.ip'),
            t('sessions.signedIn'),
            t('sessions.lastSeen'),
            t('sessions.endedColumn'),
            t('sessions.action'),
          ]}
        >
          {sessions.map((session) => {
            const device = deviceOf(session.userAgent);
            return (
              <tr key={session.id}>
                <td className="min-w-36" title={session.userAgent ?? undefined}>
                  {device}
                  {/* First in the row, so a phone shows it without scrolling the table. */}
                  {session.current && (
                    <span className="block text-xs text-ink-muted">{t('sessions.thisDevice')}</span>
                  )}
                </td>
                <td className="font-mono text-xs whitespace-nowrap">{session.clientIp ?? '—'}</td>
                <td className="whitespace-nowrap">
                  <time dateTime={session.signedInAt}>{formatMoment(session.signedInAt, 'stamp')}</time>
                  {/* What the sign-in proved beyond the identity provider (decision 089). */}
                  {session.factors.includes('totp') && (
                    <span className="block text-xs text-ink-muted">{t('sessions.withApp')}</span>
                  )}
                  {session.factors.includes('recovery_code') && (
                    <span className="block text-xs text-ink-muted">{t('sessions.withRecoveryCode')}</span>
                  )}
                  {session.factors.includes('passkey') && (
                    <span className="block text-xs text-ink-muted">{t('sessions.withPasskey')}</span>
                  )}
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
                        <span className="block text-xs text-ink-muted">{endedHow(session.endedReason)}</span>
                      )}
                    </>
                  ) : (
                    <span className="font-medium">{t('sessions.active')}</span>
                  )}
                </td>
                <td className="text-right">
                  {session.endedAt === null && !session.current && !protectedAdmin && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('sessions.endOneLabel', {
                        device,
                        when: formatMoment(session.signedInAt, 'stamp'),
                      })}
                      onClick={start({ sessionId: session.id, userAgent: session.userAgent })}
                    >
                      {t('sessions.endOne')}
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
          ending?.sessionId
            ? t('sessions.endOneTitle')
            : own
              ? t('sessions.endMineTitle')
              : t('sessions.endAllTitle')
        }
        description={
          ending?.sessionId
            ? t(own ? 'sessions.endOneOwnText' : 'sessions.endOneText', {
                name: user.name,
                device:
                  ending.userAgent === undefined ? t('sessions.thatDevice') : deviceOf(ending.userAgent),
              })
            : own
              ? t('sessions.endMineText')
              : t('sessions.endAllText', { name: user.name })
        }
        rule={ADMIN_REASON}
        hint={auditHint()}
        confirm={
          ending?.sessionId ? t('sessions.endOne') : own ? t('sessions.endMine') : t('sessions.endAll')
        }
        variant="danger"
        sending={revoke.isPending}
        error={revoke.error}
        onConfirm={confirm}
        opener={opener}
      />
    </Panel>
  );
}
