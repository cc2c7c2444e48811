/**
 * The event page's answer (docs/product.md "Events"; decisions 078 and 088): the event, its shows with what each can
 * still sell, the ticket types on offer and the questions, as one reader sees them. The portal's event page and the
 * booking widget's public read (decision 097) both answer from it. Changes when the event page shows more.
 */
import type { TEventDetail, TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import type { EventViewer } from '../organisers.js';
import { eventDetail, runsEvent } from '../ticketing/reads.js';
import { draftReader, getEvent } from './events.js';
import { eventSlots } from './shows.js';

/**
 * `viewer` null: nobody signed in, who sees what anyone without a role sees (published and cancelled events, the
 * visible ticket types). A draft is a 404 unless the viewer runs it.
 */
export async function eventPage(
  db: Database,
  realm: TRealm,
  input: { eventId: string; viewer: EventViewer | null; promoCode?: string | undefined },
): Promise<TEventDetail> {
  const { viewer } = input;
  const event = await getEvent(db, realm, input.eventId, viewer ? draftReader(viewer) : { admin: false });
  return eventDetail(db, event, await eventSlots(db, event.id), {
    runs: viewer ? await runsEvent(db, event.id, viewer) : false,
    promoCode: input.promoCode,
  });
}
