/**
 * How anyone can check the draw (decision 080): the seed's SHA-256, published when the room was set up, and, from
 * the opening, the seed itself, the reader's entry id and one sentence on recomputing the order. Changes when the
 * draw is proven another way.
 */
import type { TWaitingRoom, TWaitingRoomEntry } from '@engagex/contracts';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { Card } from '@/ui/Card';
import { t } from './messages';

export function DrawProof({
  room,
  entry,
}: {
  room: TWaitingRoom;
  entry: TWaitingRoomEntry | null | undefined;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="draw-heading" className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden className="size-5 shrink-0 text-ink-muted" />
          <h2 id="draw-heading" className="text-base font-semibold">
            {t('draw.heading')}
          </h2>
        </div>
        <p className="text-sm text-ink-muted">{t('draw.text')}</p>
        <dl className="flex flex-col gap-3 text-sm">
          <ProofValue term={t('draw.hash')}>{room.seedHash}</ProofValue>
          {room.seed !== null && <ProofValue term={t('draw.seed')}>{room.seed}</ProofValue>}
          {room.seed !== null && entry && <ProofValue term={t('draw.entry')}>{entry.id}</ProofValue>}
        </dl>
        <p className="text-sm text-ink-muted">{room.seed !== null ? t('draw.check') : t('draw.later')}</p>
        <p className="border-t border-line pt-3 text-xs text-ink-muted">
          {t('draw.counts', {
            waiting: room.waiting,
            waitingAmount: formatNumber(room.waiting),
            admitted: room.admitted,
            admittedAmount: formatNumber(room.admitted),
          })}
        </p>
      </section>
    </Card>
  );
}

/** One term of the draw's proof (a hash, a seed, an id): long and unbroken, so it wraps anywhere. */
export function ProofValue({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="rounded-lg bg-surface-muted px-3 py-2 font-mono text-xs break-all text-ink">
        {children}
      </dd>
    </div>
  );
}
