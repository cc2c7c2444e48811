import { gstinProblem } from '@engagex/contracts';
import { t } from '../../messages';

/*
 * A GSTIN's problem in the reader's language. `gstinProblem` (contracts) words each check's reason in English, the
 * same sentence the server refuses with; this maps each of those sentences to the catalogue (decision 075), so a
 * Hindi reader reads Hindi whether the web found the problem as it was typed or the server did. Each reason is
 * found by asking `gstinProblem` about a GSTIN that fails that one check, so a reworded reason still maps; a reason
 * it gains is shown as it comes until it is added here. Changes when `gstinProblem` gains a check.
 */
type ReasonKey =
  | 'taxProfile.gstinReason.length'
  | 'taxProfile.gstinReason.shape'
  | 'taxProfile.gstinReason.notAState'
  | 'taxProfile.gstinReason.otherState'
  | 'taxProfile.gstinReason.check';

/** A GSTIN (and the state chosen) that fails each check alone, in the order `gstinProblem` makes them. */
const FAILING: [gstin: string, stateCode: string, key: ReasonKey][] = [
  ['27AAB', '27', 'taxProfile.gstinReason.length'],
  ['27-ABCE1234F1Z5', '27', 'taxProfile.gstinReason.shape'],
  ['99AABCE1234F1Z5', '99', 'taxProfile.gstinReason.notAState'],
  ['27AABCE1234F1Z5', '29', 'taxProfile.gstinReason.otherState'],
  ['27AABCE1234F1Z4', '27', 'taxProfile.gstinReason.check'],
];

let reasons: Map<string, ReasonKey> | undefined;
const reasonKeys = () => {
  reasons ??= new Map(FAILING.map(([gstin, state, key]) => [gstinProblem(gstin, state) ?? '', key]));
  return reasons;
};

/** The reason in the reader's language: the catalogue's for a reason `gstinProblem` gives, else as it came. */
export function gstinReasonText(reason: string): string {
  const key = reasonKeys().get(reason);
  return key ? t(key) : reason;
}

/**
 * What is wrong with the GSTIN as typed, for a supplier in `stateCode`; undefined when it passes. With no state
 * chosen yet, only the GSTIN's own checks are made: the state select says that it is missing.
 */
export function gstinMessage(gstin: string, stateCode: string): string | undefined {
  const typed = gstin.trim().toUpperCase();
  const problem = gstinProblem(typed, stateCode || typed.slice(0, 2));
  return problem ? gstinReasonText(problem) : undefined;
}

/** The English reasons this file translates, for the test that holds it to `gstinProblem`. */
export const translatedReasons = (): string[] => [...reasonKeys().keys()];
