import { ListChecks } from 'lucide-react';
import { eventTitle } from '@/lib/content-text';
import { Card } from '@/ui/Card';
import { t } from '../check-in/messages';
import { formatDateTime, formatTime } from '../format';
import { realmName } from '../realm-name';
import { holderAndType } from './AdmittedPanel';
import { admissionOf, type Outcome, type Scan } from './check-in-outcome';

/** Labels are read when drawn, so they follow the reader's language. */
const SCAN_LOOK: Record<Outcome['kind'], { label: () => string; tone: string }> = {
  success: { label: () => t('scan.success'), tone: 'green' },
  already: { label: () => t('scan.already'), tone: 'yellow' },
  'not-found': { label: () => t('scan.notFound'), tone: 'red' },
  'other-day': { label: () => t('scan.otherDay'), tone: 'orange' },
  'other-show': { label: () => t('scan.otherShow'), tone: 'orange' },
  refused: { label: () => t('scan.refused'), tone: 'red' },
};

/**
 * Who a scan let in, in a line (decision 078): the person and type of a ticket's code, or how many people the
 * booking's code admitted, with the event.
 */
function whoCameIn(scan: Extract<Scan, { kind: 'success' }>): string {
  const { booking } = scan;
  const admission = admissionOf(booking, scan.ticketCode);
  const [only] = admission.admitted;
  return t('door.scanLine', {
    who:
      only && admission.admitted.length === 1
        ? holderAndType(booking, only)
        : t('door.people', { count: admission.people }),
    title: eventTitle(booking.event),
  });
}

/** The session's latest scans, newest first. */
export function RecentScans({ scans }: { scans: Scan[] }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <ListChecks aria-hidden className="size-4 text-ink-muted" />
        {t('scans.heading')}
      </h2>
      {scans.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('scans.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-line text-sm" aria-label={t('scans.label')}>
          {scans.map((scan) => {
            const look = SCAN_LOOK[scan.kind];
            return (
              <li key={scan.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block font-mono text-ink">{scan.ticketCode}</span>
                  <span className="block truncate text-xs text-ink-muted">
                    {scan.kind === 'success' ? whoCameIn(scan) : realmName(scan.realm)}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end">
                  <span
                    data-palette={look.tone}
                    className="rounded-full bg-tone-soft px-2 py-0.5 text-xs font-semibold text-tone-fg"
                  >
                    {look.label()}
                  </span>
                  <time
                    dateTime={scan.scannedAt}
                    className="text-xs text-ink-muted"
                    title={formatDateTime(scan.scannedAt)}
                  >
                    {formatTime(scan.scannedAt)}
                  </time>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
