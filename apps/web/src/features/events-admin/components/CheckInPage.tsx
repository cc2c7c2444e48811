import type { TBooking, TRealm } from '@engagex/contracts';
import { CircleCheck, CircleX, Info, ListChecks, ScanLine, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '@/lib/http';
import { REALM_NAME } from '@/lib/realm';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { FieldError, inputClasses } from '@/ui/fields';
import { useCheckInTicket } from '../api/check-in-ticket';
import { formatDateTime, formatPreciseTime, formatRange, formatTime, plural } from '../format';
import { checkedInAtOf, parseTicketInput } from '../ticket-code';
import { useRealm } from '../use-realm';
import { AdminPageHeader } from './EventsAdminLayout';

type Outcome =
  | { kind: 'success'; ticketCode: string; realm: TRealm; booking: TBooking }
  | { kind: 'already'; ticketCode: string; realm: TRealm; at: string | null; message: string }
  | { kind: 'not-found'; ticketCode: string; realm: TRealm }
  | {
      kind: 'other-day';
      ticketCode: string;
      realm: TRealm;
      slotStartsAt: string;
      /** The event's zone, so the show's time reads as it does at the event (decision 039). */
      timeZone: string | undefined;
      message: string;
    }
  | { kind: 'refused'; ticketCode: string; realm: TRealm; message: string };

type Scan = Outcome & { id: number; scannedAt: string };

const RECENT_SCANS = 8;

/**
 * /events/admin/check-in: type a ticket code, or let a scanner type the QR's `ENGAGEX:<realm>:<CODE>` and press
 * Enter. The answer shows at once (green: in; amber: already in; red: no such ticket) and the field is ready for
 * the next ticket.
 */
export function CheckInPage() {
  const [realm] = useRealm();
  const checkIn = useCheckInTicket();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scans, setScans] = useState<Scan[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const nextScanId = useRef(1);
  const ids = { input: useId(), hint: useId(), error: useId() };

  // A check-in desk types (or scans) at once. The shell moves focus to the main region when a page opens; the
  // field takes it back right after.
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const record = (outcome: Outcome) => {
    const scan: Scan = { ...outcome, id: nextScanId.current++, scannedAt: new Date().toISOString() };
    setScans((current) => [scan, ...current].slice(0, RECENT_SCANS));
    setText('');
    field.current?.focus();
  };

  const send = (ticketRealm: TRealm, ticketCode: string, otherDay = false) =>
    checkIn.mutate(
      { realm: ticketRealm, ticketCode, otherDay },
      {
        onSuccess: (booking) => record({ kind: 'success', ticketCode, realm: ticketRealm, booking }),
        onError: (error) => {
          const status = isApiError(error) ? error.status : null;
          const detail = (path: string) =>
            isApiError(error) ? error.details?.find((found) => found.path === path)?.message : undefined;
          const slotStartsAt = detail('slotStartsAt');
          if (status === 409 && slotStartsAt) {
            record({
              kind: 'other-day',
              ticketCode,
              realm: ticketRealm,
              slotStartsAt,
              timeZone: detail('timeZone'),
              message: error.message,
            });
          } else if (status === 409) {
            record({
              kind: 'already',
              ticketCode,
              realm: ticketRealm,
              at: checkedInAtOf(error.message),
              message: error.message,
            });
          } else if (status === 404) {
            record({ kind: 'not-found', ticketCode, realm: ticketRealm });
          } else if (status === 422) {
            record({ kind: 'refused', ticketCode, realm: ticketRealm, message: error.message });
          } else {
            // Not an answer about the ticket (network, server): keep the code so the same scan can be retried.
            setFailure(error.message);
            field.current?.focus();
          }
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkIn.isPending) return;
    const parsed = parseTicketInput(text);
    setFailure(null);
    if (!parsed.ok) {
      setProblem(parsed.message);
      field.current?.select();
      return;
    }
    setProblem(null);
    send(parsed.realm ?? realm, parsed.ticketCode);
  };

  const latest = scans[0];
  return (
    <div className="flex flex-col gap-6">
      <title>Check-in · Organiser · EngageX</title>
      <AdminPageHeader
        title="Check-in"
        description="Let ticket holders in: each ticket checks in once, and a second scan says when it was used."
      />
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <Card className="p-4 sm:p-6">
            <form noValidate onSubmit={submit} aria-label="Check in a ticket" className="flex flex-col gap-3">
              <label htmlFor={ids.input} className="text-sm font-medium text-ink">
                Ticket code
              </label>
              <div className="flex flex-col gap-3 xs:flex-row">
                <input
                  id={ids.input}
                  ref={field}
                  value={text}
                  onChange={(e) => {
                    setText(e.target.value);
                    setProblem(null);
                  }}
                  readOnly={checkIn.isPending}
                  autoComplete="off"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  spellCheck={false}
                  enterKeyHint="go"
                  placeholder="7KQ2M9XD4PLA or ENGAGEX:events:…"
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${ids.error} ${ids.hint}` : ids.hint}
                  className={cx(
                    inputClasses,
                    'h-12 font-mono text-lg tracking-wider uppercase placeholder:normal-case placeholder:tracking-normal',
                  )}
                />
                <Button
                  type="submit"
                  size="lg"
                  loading={checkIn.isPending}
                  icon={checkIn.isPending ? undefined : <ScanLine aria-hidden className="size-5" />}
                >
                  Check in
                </Button>
              </div>
              {problem && <FieldError id={ids.error}>{problem}</FieldError>}
              <p id={ids.hint} className="text-xs text-ink-muted">
                Checking {REALM_NAME[realm]} tickets. A scanned code (ENGAGEX:…) picks its own service.
              </p>
            </form>
          </Card>
          <div aria-live="polite" aria-atomic="true">
            {failure ? (
              <ResultPanel
                tone="red"
                icon={<CircleX className="size-7" />}
                title="Could not check the ticket"
              >
                <p>{failure}</p>
                <p className="mt-1 text-sm">Nothing was recorded. Try the same ticket again.</p>
              </ResultPanel>
            ) : latest ? (
              <OutcomePanel
                key={latest.id}
                outcome={latest}
                busy={checkIn.isPending}
                onAdmitAnyway={(scan) => send(scan.realm, scan.ticketCode, true)}
              />
            ) : (
              <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line-strong px-6 py-10 text-center">
                <ScanLine aria-hidden className="size-8 text-ink-muted" />
                <p className="font-semibold text-ink">Ready for the first ticket</p>
                <p className="max-w-xs text-sm text-ink-muted">
                  The answer shows here: green to let in, amber if already used.
                </p>
              </div>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-6">
          <RecentScans scans={scans} />
          <Card className="p-4 sm:p-5">
            <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
              <Info aria-hidden className="size-4 text-ink-muted" />
              How to scan
            </h2>
            <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink-muted">
              <li>Type the 12-character code printed under the ticket’s QR code and press Enter.</li>
              <li>
                Or use a USB or Bluetooth barcode scanner: it types the QR’s text (ENGAGEX:service:CODE) and
                presses Enter for you. The field stays ready for the next ticket.
              </li>
              <li>Scanning with this device’s camera is not available here yet.</li>
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}

function OutcomePanel({
  outcome,
  busy,
  onAdmitAnyway,
}: {
  outcome: Outcome;
  busy: boolean;
  onAdmitAnyway: (scan: { realm: TRealm; ticketCode: string }) => void;
}) {
  switch (outcome.kind) {
    case 'other-day':
      return (
        <ResultPanel tone="yellow" icon={<TriangleAlert className="size-7" />} title="Another day’s show">
          <p className="text-ink">
            This ticket is for the show on{' '}
            <strong className="font-semibold">
              {formatDateTime(outcome.slotStartsAt, outcome.timeZone)}
            </strong>
            , not today’s. Nobody was let in.
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            Ticket <span className="font-mono text-ink">{outcome.ticketCode}</span> ·{' '}
            {REALM_NAME[outcome.realm]}
          </p>
          <Button className="mt-3" variant="secondary" loading={busy} onClick={() => onAdmitAnyway(outcome)}>
            Check in anyway
          </Button>
        </ResultPanel>
      );
    case 'success': {
      const { booking } = outcome;
      return (
        <ResultPanel tone="green" icon={<CircleCheck className="size-7" />} title="Checked in">
          <p className="text-lg font-semibold text-ink">{booking.event.title}</p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-ink-muted">Seats</dt>
            <dd className="text-base font-bold text-ink">{plural(booking.seats, 'seat')}</dd>
            <dt className="text-ink-muted">Slot</dt>
            <dd className="text-ink">
              {formatRange(booking.slot.startsAt, booking.slot.endsAt, booking.event.timeZone)}
            </dd>
            <dt className="text-ink-muted">Where</dt>
            <dd className="text-ink">
              {booking.event.venueName ? `${booking.event.venueName}, ` : ''}
              {booking.event.districtName}
            </dd>
            <dt className="text-ink-muted">Ticket</dt>
            <dd className="font-mono text-ink">
              {outcome.ticketCode} · {REALM_NAME[outcome.realm]}
            </dd>
            {booking.checkedInAt && (
              <>
                <dt className="text-ink-muted">In at</dt>
                <dd className="text-ink">{formatPreciseTime(booking.checkedInAt)}</dd>
              </>
            )}
          </dl>
        </ResultPanel>
      );
    }
    case 'already':
      return (
        <ResultPanel tone="yellow" icon={<TriangleAlert className="size-7" />} title="Already checked in">
          <p className="text-ink">
            {outcome.at ? (
              <>
                This ticket was used at{' '}
                <strong className="font-semibold">{formatPreciseTime(outcome.at)}</strong>.
              </>
            ) : (
              outcome.message
            )}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            Ticket <span className="font-mono text-ink">{outcome.ticketCode}</span> ·{' '}
            {REALM_NAME[outcome.realm]}. Do not let a second person in on it.
          </p>
        </ResultPanel>
      );
    case 'not-found':
      return (
        <ResultPanel tone="red" icon={<CircleX className="size-7" />} title="No such ticket">
          <p className="text-ink">
            There is no ticket <span className="font-mono font-semibold">{outcome.ticketCode}</span> in{' '}
            {REALM_NAME[outcome.realm]}.
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            Check the code, or whether the ticket is for the other service.
          </p>
        </ResultPanel>
      );
    case 'refused':
      return (
        <ResultPanel tone="red" icon={<CircleX className="size-7" />} title="Not valid for entry">
          <p className="text-ink">{outcome.message}.</p>
          <p className="mt-1 text-sm text-ink-muted">
            Ticket <span className="font-mono text-ink">{outcome.ticketCode}</span> ·{' '}
            {REALM_NAME[outcome.realm]}
          </p>
        </ResultPanel>
      );
  }
}

function ResultPanel({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'green' | 'yellow' | 'red';
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      data-palette={tone}
      data-outcome={tone}
      aria-label={title}
      className="animate-fade-in rounded-2xl border-2 border-tone-line bg-tone-soft p-5 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-tone-solid text-white dark:text-slate-950"
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold tracking-tight text-tone-fg">{title}</h2>
          <div className="mt-2">{children}</div>
        </div>
      </div>
    </section>
  );
}

const SCAN_LOOK: Record<Outcome['kind'], { label: string; tone: string }> = {
  success: { label: 'Checked in', tone: 'green' },
  already: { label: 'Already in', tone: 'yellow' },
  'not-found': { label: 'Not found', tone: 'red' },
  'other-day': { label: 'Other day', tone: 'yellow' },
  refused: { label: 'Not valid', tone: 'red' },
};

function RecentScans({ scans }: { scans: Scan[] }) {
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
