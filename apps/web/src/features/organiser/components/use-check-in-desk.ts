import type { TRealm } from '@engagex/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Binding, useDraftForm } from '@/lib/form';
import { useCheckInTicket } from '../api/check-in-ticket';
import { admittedFeedback, warningFeedback } from '../camera/feedback';
import { parseTicketInput } from '../ticket-code';
import { type Outcome, outcomeOfError, type Scan } from './check-in-outcome';

const RECENT_SCANS = 8;

/** What the desk insists on when asked again: the show's day, or the show itself (whose warning names its day). */
export type Insist = 'day' | 'show';

/**
 * The check-in desk's state: the code being typed, why it cannot be sent, the session's scans (newest first) and
 * a failure that said nothing about the ticket. After every answer the field is empty and focused for the next one.
 * With a show chosen (`slotId`) every scan names it, so a ticket for any other show is stopped loudly.
 */
export function useCheckInDesk(realm: TRealm, slotId: string | null = null) {
  const checkIn = useCheckInTicket();
  const { draft, set } = useDraftForm({ initial: { code: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const [scans, setScans] = useState<Scan[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const nextScanId = useRef(1);

  // A check-in desk types (or scans) at once. The shell moves focus to the main region when a page opens; the
  // field takes it back right after.
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  // After a camera read the field is left alone: focusing it would open a phone's keyboard over the camera.
  const record = (outcome: Outcome, focusField: boolean) => {
    const scan: Scan = { ...outcome, id: nextScanId.current++, scannedAt: new Date().toISOString() };
    setScans((current) => [scan, ...current].slice(0, RECENT_SCANS));
    set('code', '');
    if (focusField) field.current?.focus();
    if (outcome.kind === 'success') admittedFeedback();
    else warningFeedback();
  };

  const send = (ticketRealm: TRealm, ticketCode: string, insist: Insist | null = null, focusField = true) => {
    setFailure(null);
    checkIn.mutate(
      {
        realm: ticketRealm,
        ticketCode,
        slotId: slotId ?? undefined,
        otherShow: insist === 'show',
        otherDay: insist !== null,
      },
      {
        onSuccess: (booking) =>
          record({ kind: 'success', ticketCode, realm: ticketRealm, booking }, focusField),
        onError: (error) => {
          const outcome = outcomeOfError(error, ticketCode, ticketRealm);
          if (outcome) return record(outcome, focusField);
          // Not an answer about the ticket (network, server): keep the code so the same scan can be retried.
          setFailure(error.message);
          if (focusField) field.current?.focus();
        },
      },
    );
  };

  /** Text typed or scanned: sent when it reads as a ticket, else said why under the field. */
  const take = (input: string, focusField = true) => {
    const parsed = parseTicketInput(input);
    setFailure(null);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return false;
    }
    setProblem(null);
    send(parsed.realm ?? realm, parsed.ticketCode, null, focusField);
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkIn.isPending) return;
    if (!take(draft.code)) field.current?.select();
  };

  /** A QR code the camera saw; false while the last answer is awaited, so the camera offers it again. */
  const scanned = (rawValue: string) => {
    if (checkIn.isPending) return false;
    take(rawValue, false);
    return true;
  };

  /** The field: what is typed, and why it cannot be sent (forgotten at the next keystroke). */
  const code: Binding<string> = {
    value: draft.code,
    onValueChange: (value) => {
      set('code', value);
      setProblem(null);
    },
    error: problem ?? undefined,
  };

  return { field, code, failure, scans, busy: checkIn.isPending, submit, send, scanned };
}
