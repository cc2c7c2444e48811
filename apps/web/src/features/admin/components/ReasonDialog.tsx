import { type TAdminReasonRequest, ZAdminReasonRequest } from '@engagex/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { messageAt, requestResolver } from '@/lib/form';
import { Button, type ButtonVariant } from '@/ui/Button';
import { Field, FormAlert, TextArea } from '@/ui/fields';
import { Modal } from '@/ui/Modal';

type ReasonValues = { reason: string };

const resolver = requestResolver<ReasonValues, TAdminReasonRequest>(ZAdminReasonRequest, ({ reason }) => ({
  reason,
}));

/**
 * Asks for the reason of a change before it is made (suspending, restoring, ending sessions): the audit log keeps
 * it. The dialog traps focus and starts on the reason; a refusal shows inside it, and it stays open to try again.
 * Closed, it gives the focus back to `opener`, the button that opened it (the Modal has no trigger of its own to
 * return to).
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  variant = 'primary',
  sending,
  error,
  onConfirm,
  opener,
  hint = 'Kept in the audit log.',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirm: string;
  variant?: ButtonVariant;
  sending: boolean;
  error: Error | null;
  /** The reason as the server takes it (trimmed). */
  onConfirm: (reason: string) => void;
  opener: RefObject<HTMLElement | null>;
  /** Who reads the reason besides the audit log (a suspended person does, decision 048). */
  hint?: string;
}) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
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
      {/* Mounted only while open, so every opening starts with an empty reason. */}
      {open && (
        <ReasonForm
          hint={hint}
          confirm={confirm}
          variant={variant}
          sending={sending}
          error={error}
          onConfirm={onConfirm}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function ReasonForm({
  hint,
  confirm,
  variant,
  sending,
  error,
  onConfirm,
  onCancel,
}: {
  hint: string;
  confirm: string;
  variant: ButtonVariant;
  sending: boolean;
  error: Error | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<ReasonValues, unknown, TAdminReasonRequest>({
    defaultValues: { reason: '' },
    resolver,
  });
  const message = messageAt(form.formState.errors, 'reason');
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ reason }) => onConfirm(reason))}
      className="flex flex-col gap-4"
    >
      <Field label="Reason" hint={hint} error={message}>
        {(props) => (
          <TextArea
            {...props}
            {...form.register('reason')}
            // The one thing the dialog asks for.
            autoFocus
            rows={3}
            maxLength={500}
            className="min-h-20"
          />
        )}
      </Field>
      {error && <FormAlert>{error.message}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" variant={variant} loading={sending}>
          {confirm}
        </Button>
      </div>
    </form>
  );
}
