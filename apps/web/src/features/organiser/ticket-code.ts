import { type TRealm, ZCheckInRequest } from '@engagex/contracts';
import { checkNow } from '@/lib/form';
import { isRealm } from '@/lib/realm';
import { t } from './check-in/messages';

export type ParsedTicket =
  | { ok: true; ticketCode: string; realm: TRealm | null }
  | { ok: false; message: string };

const PAYLOAD = /^ENGAGEX:([^:\s]+):(.+)$/i;

/**
 * What the organiser typed, or what a scanner typed for them: a bare 12-character code, or the ticket QR's full
 * text `ENGAGEX:<realm>:<CODE>`, which also says which service the ticket belongs to.
 */
export function parseTicketInput(text: string): ParsedTicket {
  let value = text.trim();
  let realm: TRealm | null = null;
  const payload = PAYLOAD.exec(value);
  if (payload) {
    const named = (payload[1] ?? '').toLowerCase();
    if (!isRealm(named)) return { ok: false, message: t('code.notEngagex', { service: payload[1] ?? '' }) };
    realm = named;
    value = payload[2] ?? '';
  }
  // People copy codes with spaces or dashes between groups; the code itself is upper case.
  const ticketCode = value.replace(/[\s-]/g, '').toUpperCase();
  // One sentence with an example, whichever way the code is wrong: the contract's own words are for the wire.
  if (!checkNow(ZCheckInRequest, { ticketCode }).ok) {
    return { ok: false, message: t('code.format') };
  }
  return { ok: true, ticketCode, realm };
}

/** The instant in the server's 409 sentence 'Ticket already checked in at <ISO time>', if it has one. */
export function checkedInAtOf(message: string): string | null {
  const match = /checked in at (\S+)/i.exec(message);
  const iso = match?.[1]?.replace(/\.$/, '');
  return iso && !Number.isNaN(Date.parse(iso)) ? iso : null;
}
