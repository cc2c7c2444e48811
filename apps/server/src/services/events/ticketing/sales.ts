/**
 * An organiser's sales at a glance (decision 078): tickets sold per day by type, money taken net of refunds, people
 * admitted over time, the same figures as the exports. Changes when the sales page shows another figure.
 */
import type { TEventSales, TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { EventViewer } from '../organisers.js';

export async function eventSales(
  _db: Database,
  _realm: TRealm,
  _eventId: string,
  _viewer: EventViewer,
): Promise<TEventSales> {
  throw new AppError('SERVICE_UNAVAILABLE', 'Sales figures are not ready yet');
}
