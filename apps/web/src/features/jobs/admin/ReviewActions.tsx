import {
  JOB_STATUS_TRANSITIONS,
  type TJobApplication,
  type TJobStatus,
  ZJobStatusRequest,
} from '@engagex/contracts';
import { Check, Eye, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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

/**
 * An admin's decision on one application: one button per status JOB_STATUS_TRANSITIONS allows from where it is,
 * with optional notes kept in its timeline. Review cannot start before the fee is paid (the server says so too).
 */
export function ReviewActions({ application }: { application: TJobApplication }) {
  const [notes, setNotes] = useState('');
  const change = useChangeApplicationStatus();
  const next = JOB_STATUS_TRANSITIONS[application.status];
  const feeDue = application.feeCredits > 0 && application.paymentStatus !== 'COMPLETED';
  const notesCheck = ZJobStatusRequest.shape.notes.safeParse(notes);
  const notesError = notesCheck.success
    ? undefined
    : `Keep notes under ${NOTES_MAX.toLocaleString()} characters`;

  if (next.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Final decision: <span className="font-medium text-ink">{STATUS_LOOK[application.status].label}</span>.
        No further changes.
      </p>
    );
  }

  const move = (status: TJobStatus) =>
    change.mutate(
      { applicationId: application.id, status, notes: notes.trim() || undefined },
      {
        onSuccess: (updated) => {
          setNotes('');
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
            rows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
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
