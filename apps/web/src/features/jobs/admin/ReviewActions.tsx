import {
  JOB_STATUS_TRANSITIONS,
  type TJobApplication,
  type TJobStatus,
  type TJobStatusRequest,
  ZJobStatusRequest,
} from '@engagex/contracts';
import { Check, Eye, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { messageAt, requestResolver, sayingOnly } from '@/lib/form';
import { Button, type ButtonVariant } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { controlClasses, Field, FormAlert } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useChangeApplicationStatus } from '../api/change-application-status';
import { STATUS_LOOK } from '../format';

/** The button that moves an application to each status. */
const ACTIONS: Record<TJobStatus, { label: string; variant: ButtonVariant; icon: ReactNode }> = {
  PENDING: { label: 'Back to pending', variant: 'secondary', icon: null },
  UNDER_REVIEW: { label: 'Start review', variant: 'secondary', icon: <Eye aria-hidden className="size-4" /> },
  APPROVED: { label: 'Approve', variant: 'primary', icon: <Check aria-hidden className="size-4" /> },
  REJECTED: { label: 'Reject', variant: 'danger', icon: <X aria-hidden className="size-4" /> },
};

const NOTES_MAX = 1000;

type NotesValues = { notes: string };
type Notes = Pick<TJobStatusRequest, 'notes'>;

/** The notes by the server's rule (ZJobStatusRequest), said as their limit. */
const notesResolver = sayingOnly(
  requestResolver<NotesValues, Notes>(ZJobStatusRequest.pick({ notes: true }), (values) => values),
  'notes',
  `Keep notes under ${NOTES_MAX.toLocaleString()} characters`,
);

/**
 * An admin's decision on one application: one button per status JOB_STATUS_TRANSITIONS allows from where it is,
 * with optional notes kept in its timeline. Review cannot start before the fee is paid (the server says so too).
 */
export function ReviewActions({ application }: { application: TJobApplication }) {
  // Checked as typed, so the moves are held back while the notes are too long.
  const form = useForm<NotesValues, unknown, Notes>({
    defaultValues: { notes: '' },
    resolver: notesResolver,
    mode: 'onChange',
    shouldFocusError: false,
  });
  const change = useChangeApplicationStatus();
  const next = JOB_STATUS_TRANSITIONS[application.status];
  const feeDue = application.feeCredits > 0 && application.paymentStatus !== 'COMPLETED';
  const notesError = messageAt(form.formState.errors, 'notes');

  if (next.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Final decision: <span className="font-medium text-ink">{STATUS_LOOK[application.status].label}</span>.
        No further changes.
      </p>
    );
  }

  const move = (status: TJobStatus) => form.handleSubmit(({ notes }) => send(status, notes))();

  const send = (status: TJobStatus, notes: string | undefined) =>
    change.mutate(
      { applicationId: application.id, status, notes: notes || undefined },
      {
        onSuccess: (updated) => {
          form.reset();
          toast({
            title: `${STATUS_LOOK[updated.status].label}: ${updated.applicantName}`,
            description: updated.opening.title,
            variant: 'success',
          });
        },
      },
    );

  return (
    <div className="flex flex-col gap-3">
      {change.isError && <FormAlert>{change.error.message}</FormAlert>}
      <Field label="Notes for the timeline" optional error={notesError}>
        {(props) => (
          <textarea
            {...props}
            {...form.register('notes')}
            rows={2}
            className={cx(controlClasses, 'min-h-16 py-2 leading-relaxed')}
            placeholder="What you decided and why"
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        {next.map((status) => {
          const { label, variant, icon } = ACTIONS[status];
          const blocked = status === 'UNDER_REVIEW' && feeDue;
          return (
            <Button
              key={status}
              variant={variant}
              size="sm"
              icon={icon}
              disabled={
                blocked || Boolean(notesError) || (change.isPending && change.variables?.status !== status)
              }
              loading={change.isPending && change.variables?.status === status}
              onClick={() => move(status)}
            >
              {label}
            </Button>
          );
        })}
        {next.includes('UNDER_REVIEW') && feeDue && (
          <p className="text-xs text-ink-muted">Review starts once the application fee is paid.</p>
        )}
      </div>
    </div>
  );
}
