import { ListChecks } from 'lucide-react';
import { REALM_NAME } from '@/lib/realm';
import { Card } from '@/ui/Card';
import { formatDateTime, formatTime } from '../format';
import type { Outcome, Scan } from './check-in-outcome';

const SCAN_LOOK: Record<Outcome['kind'], { label: string; tone: string }> = {
  success: { label: 'Checked in', tone: 'green' },
  already: { label: 'Already in', tone: 'yellow' },
  'not-found': { label: 'Not found', tone: 'red' },
  'other-day': { label: 'Other day', tone: 'orange' },
  'other-show': { label: 'Other show', tone: 'orange' },
  refused: { label: 'Not valid', tone: 'red' },
};

/** The session's latest scans, newest first. */
export function RecentScans({ scans }: { scans: Scan[] }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <ListChecks aria-hidden className="size-4 text-ink-muted" />
        This session
      </h2>
      {scans.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">Tickets you check show up here, newest first.</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-line text-sm" aria-label="Recent scans">
          {scans.map((scan) => {
            const look = SCAN_LOOK[scan.kind];
            return (
              <li key={scan.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block font-mono text-ink">{scan.ticketCode}</span>
                  <span className="block truncate text-xs text-ink-muted">
                    {scan.kind === 'success' ? scan.booking.event.title : REALM_NAME[scan.realm]}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end">
                  <span
                    data-palette={look.tone}
                    className="rounded-full bg-tone-soft px-2 py-0.5 text-xs font-semibold text-tone-fg"
                  >
                    {look.label}
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
