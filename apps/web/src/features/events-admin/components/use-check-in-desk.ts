import type { TRealm } from '@engagex/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCheckInTicket } from '../api/check-in-ticket';
import { parseTicketInput } from '../ticket-code';
import { type Outcome, outcomeOfError, type Scan } from './check-in-outcome';

const RECENT_SCANS = 8;

/**
 * The check-in desk's state: the code being typed, why it cannot be sent, the session's scans (newest first) and
 * a failure that said nothing about the ticket. After every answer the field is empty and focused for the next one.
 */
export function useCheckInDesk(realm: TRealm) {
  const checkIn = useCheckInTicket();
  const [text, setText] = useState('');
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
          const outcome = outcomeOfError(error, ticketCode, ticketRealm);
          if (outcome) return record(outcome);
          // Not an answer about the ticket (network, server): keep the code so the same scan can be retried.
          setFailure(error.message);
          field.current?.focus();
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

  const edit = (value: string) => {
    setText(value);
    setProblem(null);
  };

  return { field, text, edit, problem, failure, scans, busy: checkIn.isPending, submit, send };
}
