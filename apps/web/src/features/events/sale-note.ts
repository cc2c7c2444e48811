/**
 * A ticket type's sales window in words (decision 078), said under the several types' picker and under the single
 * type's seats stepper; apart from the picker, which loads only for events that sell several types (decision 085).
 * Changes when the sales window's words do.
 */
import type { TTicketType } from '@engagex/contracts';
import { t } from './event-page/messages';
import { formatDay, formatTime } from './format';
import type { SaleState } from './ticket-order';

const when = (iso: string, zone: string) =>
  t('buy.type.when', { day: formatDay(iso, zone), time: formatTime(iso, zone) });

/** "On sale from …", "Sales end …" or "Sales ended", or nothing for a type on sale without an end. */
export function saleNote(type: TTicketType, state: SaleState, zone: string): string | null {
  if (state === 'ended') return t('buy.type.ended');
  if (state === 'notYet')
    return type.salesStartAt
      ? t('buy.type.from', { when: when(type.salesStartAt, zone) })
      : t('buy.type.off');
  return type.salesEndAt ? t('buy.type.until', { when: when(type.salesEndAt, zone) }) : null;
}
