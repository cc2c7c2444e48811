import type { TRealm } from '@engagex/contracts';
import { ticketsApi } from '@engagex/contracts/api/tickets';
import { useState } from 'react';
import { download } from '@/lib/download';

/** Saves a confirmed booking's show as a calendar file (.ics), named after its ticket. */
export const downloadTicketCalendar = (realm: TRealm, bookingId: string) =>
  download(ticketsApi.calendar, { realm, params: { id: bookingId } });

/**
 * The calendar file as a button uses it: busy while it downloads, the failure kept to say why. Not a mutation:
 * saving a file changes nothing, so nothing needs refreshing after it.
 */
export function useTicketCalendar(realm: TRealm, bookingId: string) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await downloadTicketCalendar(realm, bookingId);
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}
