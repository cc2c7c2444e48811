/*
 * A promo code as its form holds it and what the form sends (decision 078): one kind of discount (a percentage,
 * credits, or none when the code only unlocks hidden types), an optional limit and validity in the event's zone,
 * the types it discounts (null = every type) and those it unlocks. Changes when a promo code gains a field.
 */
import type { TPromoCodeInput } from '@engagex/contracts';
import { fromLocalInput, numberFrom } from '../../format';

export type DiscountKind = 'percent' | 'credits' | 'none';

export type PromoCodeDraft = {
  code: string;
  discount: DiscountKind;
  percentOff: string;
  creditsOff: string;
  maxUses: string;
  validFrom: string;
  validUntil: string;
  /** null: the discount applies to every type. */
  ticketTypeIds: string[] | null;
  unlocksTicketTypeIds: string[];
};

export const emptyPromoCode = (): PromoCodeDraft => ({
  code: '',
  discount: 'percent',
  percentOff: '',
  creditsOff: '',
  maxUses: '',
  validFrom: '',
  validUntil: '',
  ticketTypeIds: null,
  unlocksTicketTypeIds: [],
});

export function promoCodeInput(draft: PromoCodeDraft, zone: string): TPromoCodeInput {
  const input: TPromoCodeInput = { code: draft.code.trim() };
  if (draft.discount === 'percent') input.percentOff = numberFrom(draft.percentOff);
  if (draft.discount === 'credits') input.creditsOff = numberFrom(draft.creditsOff);
  if (draft.maxUses.trim() !== '') input.maxUses = numberFrom(draft.maxUses);
  if (draft.validFrom) input.validFrom = fromLocalInput(draft.validFrom, zone);
  if (draft.validUntil) input.validUntil = fromLocalInput(draft.validUntil, zone);
  // A discount on some types only; without a discount there is nothing to apply it to.
  if (draft.discount !== 'none' && draft.ticketTypeIds !== null) input.ticketTypeIds = draft.ticketTypeIds;
  if (draft.unlocksTicketTypeIds.length > 0) input.unlocksTicketTypeIds = draft.unlocksTicketTypeIds;
  return input;
}

/** A validity that ends before it starts, both whole: nobody could ever use the code. */
export function validityBackwards(draft: Pick<PromoCodeDraft, 'validFrom' | 'validUntil'>, zone: string) {
  if (!draft.validFrom || !draft.validUntil) return false;
  const from = Date.parse(fromLocalInput(draft.validFrom, zone));
  const until = Date.parse(fromLocalInput(draft.validUntil, zone));
  return Number.isFinite(from) && Number.isFinite(until) && until <= from;
}
