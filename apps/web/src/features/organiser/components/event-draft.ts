import {
  DEFAULT_EVENT_TIME_ZONE,
  DEFAULT_FEE_IF_NOT_SELECTED,
  type TEditableEventStatus,
  type TFeeIfNotSelected,
  type TTaxCategory,
  ZEventInput,
} from '@engagex/contracts';
import type { TEventInput } from '../api/create-event';
import { fromLocalInput, numberFrom, splitList } from '../format';
import { t } from '../messages';
import { organiserResolver } from '../validation';

/*
 * The new-event form's draft: what each field holds as typed, the organiser's sentence for each, and the body
 * it sends (POST /events), checked by the contract's ZEventInput.
 */

export type Draft = {
  title: string;
  description: string;
  /** Optional: Hindi readers see them, with the English as the fallback (decision 077). */
  titleHi: string;
  descriptionHi: string;
  eventType: string;
  tags: string;
  districtId: string;
  venueId: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  priceCredits: string;
  /** How admission is taxed (decision 079). */
  taxCategory: TTaxCategory;
  status: TEditableEventStatus;
  isCompetition: boolean;
  registrationFeeCredits: string;
  feePerAdditionalContestant: string;
  maxGroupSize: string;
  feeIfNotSelected: TFeeIfNotSelected;
  isRound: boolean;
  parentId: string;
  roundNumber: string;
};

export type Key = Exclude<keyof Draft, 'isCompetition' | 'isRound' | 'feeIfNotSelected' | 'taxCategory'>;

export const EMPTY: Draft = {
  title: '',
  description: '',
  titleHi: '',
  descriptionHi: '',
  eventType: '',
  tags: '',
  districtId: '',
  venueId: '',
  timeZone: DEFAULT_EVENT_TIME_ZONE,
  startsAt: '',
  endsAt: '',
  priceCredits: '0',
  taxCategory: 'admission',
  status: 'draft',
  isCompetition: false,
  registrationFeeCredits: '0',
  feePerAdditionalContestant: '0',
  maxGroupSize: '1',
  feeIfNotSelected: DEFAULT_FEE_IF_NOT_SELECTED,
  isRound: false,
  parentId: '',
  roundNumber: '',
};

/** Each field's sentence, read (a getter) when the form is checked, so it is in the reader's language then. */
const MESSAGES: Record<Key, string> = {
  get title() {
    return t('rule.title');
  },
  get description() {
    return t('rule.description');
  },
  get titleHi() {
    return t('rule.title');
  },
  get descriptionHi() {
    return t('rule.description');
  },
  get eventType() {
    return t('rule.eventType');
  },
  get tags() {
    return t('rule.tags');
  },
  get districtId() {
    return t('rule.district');
  },
  get venueId() {
    return t('rule.venue');
  },
  get timeZone() {
    return t('rule.timeZone');
  },
  get startsAt() {
    return t('rule.startsAt');
  },
  get endsAt() {
    return t('rule.endsAt');
  },
  get priceCredits() {
    return t('rule.credits');
  },
  get status() {
    return t('rule.status');
  },
  get registrationFeeCredits() {
    return t('rule.credits');
  },
  get feePerAdditionalContestant() {
    return t('rule.credits');
  },
  get maxGroupSize() {
    return t('rule.groupSize');
  },
  get parentId() {
    return t('rule.parent');
  },
  get roundNumber() {
    return t('rule.roundNumber');
  },
};
export const FIELDS = Object.keys(MESSAGES) as Key[];

/** An empty number field is not zero: it goes to the schema as NaN, which the schema refuses. */

export function toInput(draft: Draft): TEventInput {
  return {
    title: draft.title,
    description: draft.description,
    titleHi: draft.titleHi.trim() || null,
    descriptionHi: draft.descriptionHi.trim() || null,
    eventType: draft.eventType.trim().toLowerCase(),
    tags: splitList(draft.tags),
    districtId: draft.districtId,
    venueId: draft.venueId || null,
    // The inputs hold wall-clock times where the event happens; the wire carries instants (decision 039).
    timeZone: draft.timeZone,
    startsAt: fromLocalInput(draft.startsAt, draft.timeZone),
    endsAt: fromLocalInput(draft.endsAt, draft.timeZone),
    priceCredits: numberFrom(draft.priceCredits),
    taxCategory: draft.taxCategory,
    status: draft.status,
    isCompetition: draft.isCompetition,
    registrationFeeCredits: draft.isCompetition ? numberFrom(draft.registrationFeeCredits) : 0,
    feePerAdditionalContestant: draft.isCompetition ? numberFrom(draft.feePerAdditionalContestant) : 0,
    maxGroupSize: draft.isCompetition ? numberFrom(draft.maxGroupSize) : 1,
    feeIfNotSelected: draft.feeIfNotSelected,
    parentId: draft.isRound ? draft.parentId || null : null,
    roundNumber: draft.isRound ? numberFrom(draft.roundNumber) : null,
  };
}

/** The contract's schema, plus what it leaves optional but a round needs: its parent and its number. */
export const eventResolver = organiserResolver<Draft, Key>(
  (draft) => ({ schema: ZEventInput, body: toInput(draft) }),
  MESSAGES,
  (draft) => ({
    ...(draft.isRound && !draft.parentId ? { parentId: MESSAGES.parentId } : {}),
    ...(draft.isRound && draft.roundNumber.trim() === '' ? { roundNumber: MESSAGES.roundNumber } : {}),
  }),
  ['startsAt', 'endsAt'],
);
