import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageAt, requestResolver } from '@/lib/form';
import { Button, type ButtonVariant } from './Button';
import { t } from './controls/messages';
import { Field, FormAlert, TextArea } from './fields';
import { Modal } from './Modal';

/*
 * The dialog that asks why before a change is made: the admin console's suspensions, restorations and ended
 * sessions (the audit log keeps the reason) and an organiser's rejection (the entrant reads it, decision 054).
 * One form; each caller brings the request its reason goes into and the words around it. Changes when a reason
 * is asked for in a new way (a choice of reasons, say).
 */

/** Where a reason goes: the request `schema` checks (as the server does), built by `request`, read by `reasonOf`. */
export type ReasonRule<R> = {
  schema: z.ZodType<R, FieldValues>;
  request: (reason: string) => unknown;
  reasonOf: (checked: R) => string;
  /** The longest reason the request takes, so the field stops there. */
  maxLength: number;
};

type ReasonValues = { reason: string };

/** The rule's check, with its refusal on the one field whatever the request calls it (`reason`, `notes`). */
function reasonResolver<R>(rule: ReasonRule<R>): Resolver<ReasonValues, unknown, R> {
  const check = requestResolver<ReasonValues, R>(rule.schema, ({ reason }) => rule.request(reason));
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const [first] = Object.values(result.errors);
    return first ? { values: {}, errors: { reason: first } as FieldErrors<ReasonValues> } : result;
  };
}

/**
 * The dialog traps focus and starts on the reason; a refusal shows inside it, and it stays open to try again.
 * Closed, it gives the focus back to `opener` when given (the Modal has no trigger of its own to return to).
 */
/** The form's part: what it asks, where the reason goes, and what becomes of it. */
type ReasonFormProps<R> = {
  /** The form's accessible name, where the title alone does not say it. */
  label?: string;
  /** What the person should know before deciding, shown above the reason. */
  before?: ReactNode;
  /** The reason to start from (what was already typed elsewhere). */
  initial?: string;
  rule: ReasonRule<R>;
  /** Who reads the reason. */
  hint: string;
  confirm: string;
  /** The button that closes without a change ("Cancel" unless the confirm is itself a cancelling). */
  dismiss?: string;
  /** False while what the person decides on is still being read: the confirm waits. */
  ready?: boolean;
  variant?: ButtonVariant;
  sending: boolean;
  error: Error | null;
  /** The reason as the request took it (trimmed). */
  onConfirm: (reason: string) => void;
};

export function ReasonDialog<R>({
  open,
  onOpenChange,
  title,
  description,
  opener,
  ...form
}: ReasonFormProps<R> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  opener?: RefObject<HTMLElement | null>;
}) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (opener && wasOpen.current && !open) {
      // After Radix's own focus step, which runs in a timeout once the dialog is gone.
      const timer = setTimeout(() => {
        if (opener.current?.isConnected) opener.current.focus();
      });
      wasOpen.current = open;
      return () => clearTimeout(timer);
    }
    wasOpen.current = open;
  }, [open, opener]);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {/* Mounted only while open, so every opening starts from `initial`. */}
      {open && <ReasonForm {...form} onCancel={() => onOpenChange(false)} />}
    </Modal>
  );
}

function ReasonForm<R>({
  label,
  before,
  initial = '',
  rule,
  hint,
  confirm,
  dismiss = 'Cancel',
  ready = true,
  variant = 'primary',
  sending,
  error,
  onConfirm,
  onCancel,
}: ReasonFormProps<R> & { onCancel: () => void }) {
  const [resolver] = useState(() => reasonResolver(rule));
  const form = useForm<ReasonValues, unknown, R>({ defaultValues: { reason: initial }, resolver });
  const message = messageAt(form.formState.errors, 'reason');
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.handleSubmit((checked) => onConfirm(rule.reasonOf(checked)))}
      className="flex flex-col gap-4"
    >
      {before}
      <Field label={t('reason.label')} hint={hint} error={message}>
        {(props) => (
          <TextArea
            {...props}
            {...form.register('reason')}
            // The one thing the dialog asks for.
            autoFocus
            rows={3}
            maxLength={rule.maxLength}
            className="min-h-20"
          />
        )}
      </Field>
      {error && <FormAlert>{error.message}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {dismiss}
        </Button>
        <Button type="submit" variant={variant} loading={sending} disabled={!ready}>
          {confirm}
        </Button>
      </div>
    </form>
  );
}
