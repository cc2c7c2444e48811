import type { TOwnSession } from '@engagex/contracts';
import { Laptop, LogOut, MapPin, Smartphone, Tablet } from 'lucide-react';
import { type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { countryName } from '@/lib/country-name';
import { formatMoment, formatRelative } from '@/lib/time';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FormAlert } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { ListSkeleton, LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useEndSessions, useOwnSessions } from '../api/own-sessions';
import { t } from '../messages';

/** "Chrome on Android"; what the server could read of it, or "Unknown device". */
export function deviceName({ browser, os }: Pick<TOwnSession, 'browser' | 'os'>): string {
  if (browser && os) return t('device', { browser, system: os });
  return browser ?? os ?? t('unknownDevice');
}

/** "Hyderabad, Telangana, India", the country in the reader's language; "Place unknown" where none is known. */
export function placeName(place: TOwnSession['place']): string {
  if (!place) return t('place.unknown');
  const parts = [place.city, place.region, countryName(place.countryCode)].filter(Boolean);
  return [...new Set(parts)].join(', ');
}

const DeviceIcon = ({ os }: { os: string | null }) => {
  const Icon = os === 'Android' || os === 'iOS' ? Smartphone : os === 'iPadOS' ? Tablet : Laptop;
  return <Icon aria-hidden className="size-5" />;
};

/** Which sessions the confirmation ends: one, or (none named) every one but this device's. */
type Ending = { session?: TOwnSession };

/**
 * /account/devices: where the person is signed in, this device first (decision 087). Ending one, or all the
 * others, asks first; the list the server answers replaces the one shown.
 */
export function DevicesPage() {
  const sessions = useOwnSessions();
  const end = useEndSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];

  const start = (next: Ending) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    end.reset();
    setEnding(next);
  };
  const confirm = () => {
    if (!ending) return;
    const { session } = ending;
    end.mutate(session?.id, {
      onSuccess: () => {
        toast({
          title: () => (session ? t('endedOne', { device: deviceName(session) }) : t('endedOthers')),
          description: () => t('endedText'),
          variant: 'success',
        });
        setEnding(null);
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>{t('title')}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('heading')}</h1>
          <p className="mt-1 text-sm text-ink-muted sm:text-base">{t('intro')}</p>
        </div>
        {others.length > 0 && (
          <Button
            variant="danger"
            className="shrink-0"
            icon={<LogOut aria-hidden className="size-4" />}
            onClick={start({})}
          >
            {t('endOthers')}
          </Button>
        )}
      </header>
      {sessions.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : sessions.isError ? (
        <LoadError title={t('loadError')} error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <Card className="overflow-hidden">
            <ul aria-label={t('list')} className="divide-y divide-line">
              {sessions.data.sessions.map((session) => (
                <li key={session.id}>
                  <SessionRow session={session} onEnd={start({ session })} />
                </li>
              ))}
            </ul>
          </Card>
          {others.length === 0 && <p className="text-sm text-ink-muted">{t('onlyThis')}</p>}
        </>
      )}
      <ConfirmEnding
        ending={ending}
        otherCount={others.length}
        sending={end.isPending}
        error={end.error}
        onConfirm={confirm}
        onClose={() => setEnding(null)}
        opener={opener}
      />
    </div>
  );
}

function SessionRow({
  session,
  onEnd,
}: {
  session: TOwnSession;
  onEnd: (event: MouseEvent<HTMLElement>) => void;
}) {
  const device = deviceName(session);
  return (
    <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          aria-hidden
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-ink-muted"
        >
          <DeviceIcon os={session.os} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
            <span className="wrap-anywhere">{device}</span>
            {session.current && (
              <Badge tone="green" dot>
                {t('thisDevice')}
              </Badge>
            )}
          </p>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            <span className="wrap-anywhere">{placeName(session.place)}</span>
          </p>
          <p className="mt-0.5 text-sm text-ink-muted">
            <time dateTime={session.signedInAt}>
              {t('signedIn', { when: formatMoment(session.signedInAt, 'stamp') })}
            </time>
            <span aria-hidden> · </span>
            {session.current ? (
              <span>{t('activeNow')}</span>
            ) : (
              <time dateTime={session.lastSeenAt} title={formatMoment(session.lastSeenAt, 'stamp')}>
                {t('lastSeen', { when: formatRelative(session.lastSeenAt) })}
              </time>
            )}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          aria-label={t('endOneLabel', { device, when: formatMoment(session.signedInAt, 'stamp') })}
          onClick={onEnd}
        >
          {t('endOne')}
        </Button>
      )}
    </div>
  );
}

/** Asks before ending; a refusal shows inside and it stays open. Closed, the focus goes back to its opener. */
function ConfirmEnding({
  ending,
  otherCount,
  sending,
  error,
  onConfirm,
  onClose,
  opener,
}: {
  ending: Ending | null;
  otherCount: number;
  sending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
}) {
  const open = ending !== null;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      // After Radix's own focus step, which runs in a timeout once the dialog is gone.
      const timer = setTimeout(() => {
        if (opener.current?.isConnected) opener.current.focus();
      });
      wasOpen.current = open;
      return () => clearTimeout(timer);
    }
    wasOpen.current = open;
  }, [open, opener]);
  const session = ending?.session;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={session ? t('confirmOne.title') : t('confirmOthers.title')}
      description={
        !session
          ? t('confirmOthers.text', { count: otherCount })
          : session.place
            ? t('confirmOne.text', { device: deviceName(session), place: placeName(session.place) })
            : t('confirmOne.textNoPlace', { device: deviceName(session) })
      }
    >
      <div className="flex flex-col gap-4">
        {error && <FormAlert>{error.message}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            loading={sending}
            icon={<LogOut aria-hidden className="size-4" />}
            onClick={onConfirm}
          >
            {session ? t('endOne') : t('endOthers')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
