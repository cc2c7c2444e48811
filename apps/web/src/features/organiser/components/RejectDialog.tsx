import {
  type TContestant,
  type TContestantStatusRequest,
  ZContestantStatusRequest,
} from '@engagex/contracts';
import { useForm } from 'react-hook-form';
import { messageAt, requestResolver } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Field, FormAlert, TextArea } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { rejectionMoneyText } from './entry-fee';

type ReasonValues = { notes: string };

/** The reason by the server's rule: a rejection says why (ZContestantStatusRequest, decision 054). */
const resolver = requestResolver<ReasonValues, TContestantStatusRequest>(
  ZContestantStatusRequest,
  ({ notes }) => ({ status: 'rejected', notes }),
);

/**
 * Rejecting an entry is final, so it is confirmed here first with the reason the entrant will read, and the reviewer
 * is told what happens to the entrant's fee before they decide. A refusal shows inside; the dialog stays open.
 */
export function RejectDialog({
  open,
  onOpenChange,
  contestant,
  draft,
  sending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contestant: TContestant;
  /** What the reviewer had typed in the card's notes, to start the reason from. */
  draft: string;
  sending: boolean;
  error: Error | null;
  onConfirm: (reason: string) => void;
}) {
  const name = contestant.personalDetails.fullName;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Reject ${name}’s entry?`}
      description="This decision is final: the entrant is told at once and the entry cannot be reviewed again."
    >
      {open && (
        <RejectForm
          contestant={contestant}
          draft={draft}
          sending={sending}
          error={error}
          onConfirm={onConfirm}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function RejectForm({
  contestant,
  draft,
  sending,
  error,
  onConfirm,
  onCancel,
}: {
  contestant: TContestant;
  draft: string;
  sending: boolean;
  error: Error | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<ReasonValues, unknown, TContestantStatusRequest>({
    defaultValues: { notes: draft },
    resolver,
  });
  const message = messageAt(form.formState.errors, 'notes');
  return (
    <form
      noValidate
      aria-label="Reject this entry"
      onSubmit={form.handleSubmit(({ notes }) => onConfirm(notes ?? ''))}
      className="flex flex-col gap-4"
    >
      <p className="rounded-xl bg-surface-muted p-3 text-sm text-ink">{rejectionMoneyText(contestant)}</p>
      <Field
        label="Reason"
        hint="The entrant reads it in their notice and on My registrations."
        error={message}
      >
        {(props) => (
          <TextArea
            {...props}
            {...form.register('notes')}
            // The one thing the dialog asks for.
            autoFocus
            rows={3}
            maxLength={1000}
            className="min-h-20"
          />
        )}
      </Field>
      {error && <FormAlert>{error.message}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={sending}>
          Reject entry
        </Button>
      </div>
    </form>
  );
}
