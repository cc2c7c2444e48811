/**
 * The two things that prove a second factor (decision 089), as every form that asks for one takes them: the sign-in's
 * second step, setting up an app, turning it off. Changes when what a person may type there does.
 */

import { TextField } from '@/ui/TextField';

/** What a person types: spaces and dashes from a copied code are not part of it. */
export const digitsOf = (typed: string) => typed.replace(/[\s-]/g, '');

type ProofFieldProps = { label: string; invalid: boolean; value: string; onChange: (value: string) => void };

/** The six digits an authenticator app shows; a phone offers its number keyboard. */
export function AppCodeField({ label, invalid, value, onChange }: ProofFieldProps) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      required
      maxLength={7}
      placeholder="123456"
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One of the ten recovery codes, as it was shown (`abcde-23456`); case and the dash do not matter. */
export function RecoveryCodeField({ label, invalid, value, onChange }: ProofFieldProps) {
  return (
    <TextField
      label={label}
      name="recoveryCode"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={20}
      placeholder="abcde-23456"
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A form that takes either proof starts from this draft (lib/draft's `useDraft`): the app's code, nothing typed. */
export const PROOF_DRAFT = { useRecovery: false, typed: '' };

/** What the server takes for the draft: a recovery code as typed, or the code's digits. */
export const proofOf = ({ useRecovery, typed }: typeof PROOF_DRAFT) =>
  useRecovery ? { recoveryCode: typed.trim() } : { code: digitsOf(typed) };

/** The field of the proof asked for; each keeps its own state (`key`), so switching clears it. */
export function ProofField({
  useRecovery,
  codeLabel,
  recoveryLabel,
  ...field
}: Omit<ProofFieldProps, 'label'> & { useRecovery: boolean; codeLabel: string; recoveryLabel: string }) {
  return useRecovery ? (
    <RecoveryCodeField key="recovery" label={recoveryLabel} {...field} />
  ) : (
    <AppCodeField key="code" label={codeLabel} {...field} />
  );
}
