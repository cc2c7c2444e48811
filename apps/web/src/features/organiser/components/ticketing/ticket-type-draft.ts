/*
 * A ticket type as its form holds it (text as typed, times as wall-clock times in the event's zone, decision 068)
 * and what the form sends: the whole input for a new type, only what changed for an edit, an emptied optional
 * field as null (decision 078's ZTicketTypeUpdate). Changes when a ticket type gains a field.
 */
import {
  MAX_SEATS_PER_BOOKING,
  type TTicketType,
  type TTicketTypeInput,
  type TTicketTypeUpdate,
} from '@engagex/contracts';
import { fromLocalInput, numberFrom, toLocalInput } from '../../format';

export type TicketTypeDraft = {
  name: string;
  nameHi: string;
  description: string;
  priceCredits: string;
  quotaPerShow: string;
  maxPerBooking: string;
  salesStartAt: string;
  salesEndAt: string;
  hidden: boolean;
  displayOrder: string;
};

export function ticketTypeDraft(type: TTicketType | null, zone: string, nextOrder = 0): TicketTypeDraft {
  return {
    name: type?.name ?? '',
    nameHi: type?.nameHi ?? '',
    description: type?.description ?? '',
    priceCredits: type ? String(type.priceCredits) : '',
    quotaPerShow: type?.quotaPerShow ? String(type.quotaPerShow) : '',
    maxPerBooking: String(type?.maxPerBooking ?? MAX_SEATS_PER_BOOKING),
    salesStartAt: type?.salesStartAt ? toLocalInput(type.salesStartAt, zone) : '',
    salesEndAt: type?.salesEndAt ? toLocalInput(type.salesEndAt, zone) : '',
    hidden: type?.hidden ?? false,
    displayOrder: String(type?.displayOrder ?? Math.min(nextOrder, 1000)),
  };
}

/** An optional number: empty is left out (undefined); anything else goes as typed, for the schema to judge. */
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : numberFrom(text));
const optionalText = (text: string) => text.trim() || undefined;
const optionalTime = (value: string, zone: string) =>
  value === '' ? undefined : fromLocalInput(value, zone);

/** POST's body: blank optional fields left out. */
export function ticketTypeInput(draft: TicketTypeDraft, zone: string): TTicketTypeInput {
  const input: TTicketTypeInput = {
    name: draft.name.trim(),
    priceCredits: numberFrom(draft.priceCredits),
    maxPerBooking: numberFrom(draft.maxPerBooking),
    hidden: draft.hidden,
    displayOrder: numberFrom(draft.displayOrder),
  };
  const nameHi = optionalText(draft.nameHi);
  if (nameHi) input.nameHi = nameHi;
  const description = optionalText(draft.description);
  if (description) input.description = description;
  const quota = optionalNumber(draft.quotaPerShow);
  if (quota !== undefined) input.quotaPerShow = quota;
  const start = optionalTime(draft.salesStartAt, zone);
  if (start) input.salesStartAt = start;
  const end = optionalTime(draft.salesEndAt, zone);
  if (end) input.salesEndAt = end;
  return input;
}

/** PATCH's body: only what differs from `type`; an emptied optional field as null. */
export function ticketTypeChanges(
  type: TTicketType,
  draft: TicketTypeDraft,
  zone: string,
): TTicketTypeUpdate {
  const was = ticketTypeDraft(type, zone);
  const changes: TTicketTypeUpdate = {};
  if (draft.name.trim() !== type.name) changes.name = draft.name.trim();
  if (draft.nameHi.trim() !== was.nameHi) changes.nameHi = optionalText(draft.nameHi) ?? null;
  if (draft.description.trim() !== was.description)
    changes.description = optionalText(draft.description) ?? null;
  if (draft.priceCredits.trim() !== was.priceCredits) changes.priceCredits = numberFrom(draft.priceCredits);
  if (draft.quotaPerShow.trim() !== was.quotaPerShow)
    changes.quotaPerShow = optionalNumber(draft.quotaPerShow) ?? null;
  if (draft.maxPerBooking.trim() !== was.maxPerBooking)
    changes.maxPerBooking = numberFrom(draft.maxPerBooking);
  if (draft.salesStartAt !== was.salesStartAt)
    changes.salesStartAt = optionalTime(draft.salesStartAt, zone) ?? null;
  if (draft.salesEndAt !== was.salesEndAt) changes.salesEndAt = optionalTime(draft.salesEndAt, zone) ?? null;
  if (draft.hidden !== type.hidden) changes.hidden = draft.hidden;
  if (draft.displayOrder.trim() !== was.displayOrder) changes.displayOrder = numberFrom(draft.displayOrder);
  return changes;
}

/** A sales window that ends before it starts, both whole: the server would take it, but nobody could buy. */
export function windowBackwards(draft: Pick<TicketTypeDraft, 'salesStartAt' | 'salesEndAt'>, zone: string) {
  if (!draft.salesStartAt || !draft.salesEndAt) return false;
  const start = Date.parse(fromLocalInput(draft.salesStartAt, zone));
  const end = Date.parse(fromLocalInput(draft.salesEndAt, zone));
  return Number.isFinite(start) && Number.isFinite(end) && end <= start;
}
