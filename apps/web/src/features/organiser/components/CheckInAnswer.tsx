import type { TRealm } from '@engagex/contracts';
import { CircleX, ScanLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { t } from '../check-in/messages';
import type { Scan } from './check-in-outcome';
import { OutcomePanel } from './OutcomePanel';
import { ResultPanel } from './ResultPanel';
import type { Insist } from './use-check-in-desk';

/** The answer to the latest scan, announced as it arrives; before the first one, what will show here. */
export function CheckInAnswer({
  failure,
  latest,
  busy,
  onAdmitAnyway,
}: {
  failure: string | null;
  latest: Scan | undefined;
  busy: boolean;
  onAdmitAnyway: (scan: { realm: TRealm; ticketCode: string }, insist: Insist) => void;
}) {
  const answer = useRef<HTMLDivElement>(null);
  // A phone's camera sits above the answer: each new one is scrolled into view (clear of the header and the
  // bottom bar), or a loud stop could go unseen below the fold. Nothing moves when it is already in view.
  const shown = failure ?? latest?.id;
  useEffect(() => {
    if (shown !== undefined) answer.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  return (
    <div ref={answer} aria-live="polite" aria-atomic="true" className="scroll-mt-20 scroll-mb-24">
      {failure ? (
        <ResultPanel tone="red" icon={<CircleX className="size-7" />} title={t('answer.failed')}>
          <p>{failure}</p>
          <p className="mt-1 text-sm">{t('answer.nothingRecorded')}</p>
        </ResultPanel>
      ) : latest ? (
        <OutcomePanel key={latest.id} outcome={latest} busy={busy} onAdmitAnyway={onAdmitAnyway} />
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line-strong px-6 py-10 text-center">
          <ScanLine aria-hidden className="size-8 text-ink-muted" />
          <p className="font-semibold text-ink">{t('answer.ready')}</p>
          <p className="max-w-xs text-sm text-ink-muted">{t('answer.readyText')}</p>
        </div>
      )}
    </div>
  );
}
