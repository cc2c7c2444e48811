/**
 * The reader's place in the room (decision 080, docs/product.md "Waiting rooms"): before the draw, when it happens;
 * after it, the place, how many are ahead, an honest expected wait and a quiet bar from the first place seen to the
 * front; an admission that ran out, with joining again. A polite live region says the place when it moves (not at
 * every ask). Calm on purpose: no spinner while waiting, a failed ask is a line, not an alarm. Changes when the
 * room shows a place differently.
 */
import type { TWaitingRoomEntry } from '@engagex/contracts';
import { Clock, Shuffle, TimerOff, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { Button, buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { ProgressBar } from '@/ui/ProgressBar';
import { ErrorNotice } from '../components/feedback';
import { firstPlace, progressOf } from './first-place';
import { t } from './messages';
import { usePlaceAnnouncement } from './use-place-announcement';
import { expectedWait, roomMoment } from './wait-words';

type Join = { mutate: () => void; isPending: boolean; isError: boolean; error: unknown };

/** What the live region says of a place that changed. */
export function placeSpoken(entry: TWaitingRoomEntry, now = Date.now()): string {
  if (entry.status === 'admitted') return t('spoken.admitted');
  if (entry.status === 'expired') return t('spoken.expired');
  if (entry.position === null) return expectedWait(entry, now) ?? '';
  return t('spoken.place', {
    position: formatNumber(entry.position),
    wait: expectedWait(entry, now) ?? '',
  });
}

export function PlaceCard({
  entry,
  loading,
  readError,
  join,
  bookingPath,
  admissionMinutes,
  now,
}: {
  entry: TWaitingRoomEntry | null | undefined;
  loading: boolean;
  readError: unknown;
  join: Join;
  /** The event page, where an admitted person books. */
  bookingPath: string;
  admissionMinutes: number;
  now: number;
}) {
  const spoken = usePlaceAnnouncement(entry, placeSpoken);
  return (
    <Card className="p-5 sm:p-6">
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {spoken}
      </p>
      {entry ? (
        <Place
          entry={entry}
          join={join}
          bookingPath={bookingPath}
          admissionMinutes={admissionMinutes}
          now={now}
        />
      ) : join.isError ? (
        <ErrorNotice title={t('join.failed')} error={join.error} onRetry={() => join.mutate()} />
      ) : readError && !loading ? (
        <ErrorNotice title={t('place.failed')} error={readError} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('place.finding')}
          </span>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-16 w-32" />
          <Skeleton className="h-2 w-full" />
        </div>
      )}
      {entry && Boolean(readError) && (
        <p className="mt-4 border-t border-line pt-3 text-xs text-ink-muted">{t('place.unreachable')}</p>
      )}
    </Card>
  );
}

function Place({
  entry,
  join,
  bookingPath,
  admissionMinutes,
  now,
}: {
  entry: TWaitingRoomEntry;
  join: Join;
  bookingPath: string;
  admissionMinutes: number;
  now: number;
}) {
  if (entry.status === 'admitted') {
    return (
      <Heading icon={<Clock className="size-5" />} title={t('admitted.title')}>
        <p className="text-sm text-ink-muted">{t('admitted.text')}</p>
        <Link to={bookingPath} className={buttonClasses({ size: 'lg', className: 'mt-4 w-full sm:w-auto' })}>
          {t('admitted.book')}
        </Link>
      </Heading>
    );
  }
  if (entry.status === 'expired') {
    return (
      <Heading icon={<TimerOff className="size-5" />} title={t('expired.title')}>
        <p className="text-sm text-ink-muted">
          {entry.admissionExpiresAt
            ? t('expired.textAt', { time: roomMoment(entry.admissionExpiresAt, now) })
            : t('expired.text')}
        </p>
        {join.isError && <ErrorNotice className="mt-4" title={t('join.failed')} error={join.error} />}
        <Button className="mt-4 w-full sm:w-auto" loading={join.isPending} onClick={() => join.mutate()}>
          {t('expired.join')}
        </Button>
      </Heading>
    );
  }
  const keep = <p className="text-sm text-ink-muted">{t('waiting.keep', { minutes: admissionMinutes })}</p>;
  if (entry.position === null) {
    const before = Date.parse(entry.opensAt) > now;
    return (
      <Heading icon={<Shuffle className="size-5" />} title={t('beforeDraw.title')}>
        <p className="text-sm text-ink">{before ? t('beforeDraw.text') : t('beforeDraw.drawing')}</p>
        <Fact label={t('waiting.expected')}>{expectedWait(entry, now)}</Fact>
        <div className="mt-4">{keep}</div>
      </Heading>
    );
  }
  const first = firstPlace(entry.id, entry.position);
  const ahead = entry.position - 1;
  return (
    <Heading icon={<UsersRound className="size-5" />} title={t('waiting.title')}>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <p className="flex flex-col">
          <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('waiting.place')}
          </span>
          <span className="text-5xl leading-tight font-bold text-ink tabular-nums">
            {t('waiting.number', { position: formatNumber(entry.position) })}
          </span>
        </p>
        <p className="pb-2 text-sm text-ink">
          {ahead === 0
            ? t('waiting.next')
            : t('waiting.ahead', { count: ahead, amount: formatNumber(ahead) })}
        </p>
      </div>
      <Fact label={t('waiting.expected')}>{expectedWait(entry, now)}</Fact>
      <ProgressBar
        className="mt-4"
        value={progressOf(first, entry.position)}
        label={t('waiting.progress')}
        tone="blue"
      />
      <div className="mt-4">{keep}</div>
    </Heading>
  );
}

function Heading({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="place-heading">
      <div className="mb-3 flex items-center gap-3">
        <span
          aria-hidden
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary"
        >
          {icon}
        </span>
        <h2 id="place-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="mt-4 text-sm">
      <span className="text-ink-muted">{label} </span>
      <span className="font-semibold text-ink">{children}</span>
    </p>
  );
}
