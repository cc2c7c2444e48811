import {
  JOB_STATUS_TRANSITIONS,
  type TJobApplication,
  type TJobStatus,
  type TJobStatusRequest,
  ZJobStatusRequest,
} from '@engagex/contracts';
import { Check, Eye, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { rich } from '@/i18n/rich';
import { messageAt, requestResolver, sayingOnly } from '@/lib/form';
import { Button, type ButtonVariant } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { controlClasses, Field, FormAlert } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useChangeApplicationStatus } from '../api/change-application-status';
import { STATUS_LOOK } from '../format';
import { t } from '../messages';

/** The button that moves an application to each status. */
const ACTIONS: Record<TJobStatus, { label: string; variant: ButtonVariant; icon: ReactNode }> = {
  PENDING: {
    get label() {
      return t('review.backToPending');
    },
    variant: 'secondary',
    icon: null,
  },
  UNDER_REVIEW: {
    get label() {
      return t('review.start');
    },
    variant: 'secondary',
    icon: <Eye aria-hidden className="size-4" />,
  },
  APPROVED: {
    get label() {
      return t('review.approve');
    },
    variant: 'primary',
    icon: <Check aria-hidden className="size-4" />,
  },
  REJECTED: {
    get label() {
      return t('review.reject');
    },
    variant: 'danger',
    icon: <X aria-hidden className="size-4" />,
  },
};

const NOTES_MAX = 1000;

type NotesValues = { notes: string };
type Notes = Pick<TJobStatusRequest, 'notes'>;

const notesRule = requestResolver<NotesValues, Notes>(
  ZJobStatusRequest.pick({ notes: true }),
  (values) => values,
);

/** The notes by the server's rule (ZJobStatusRequest), said as their limit in the reader's language of the moment. */
const notesResolver: Resolver<NotesValues, unknown, Notes> = (values, context, options) =>
  sayingOnly(notesRule, 'notes', t('review.notesRule', { max: NOTES_MAX }))(values, context, options);

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
        {rich(t('review.final', { status: STATUS_LOOK[application.status].label }), {
          strong: (text) => <span className="font-medium text-ink">{text}</span>,
        })}
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
            title: () =>
              t('review.toast', {
                status: STATUS_LOOK[updated.status].label,
                name: updated.applicantName,
              }),
            description: () => updated.opening.title,
            variant: 'success',
          });
        },
      },
    );

  return (
    <div className="flex flex-col gap-3">
      {change.isError && <FormAlert>{change.error.message}</FormAlert>}
      <Field label={t('review.notes')} optional error={notesError}>
        {(props) => (
          <textarea
            {...props}
            {...form.register('notes')}
            rows={2}
            className={cx(controlClasses, 'min-h-16 py-2 leading-relaxed')}
            placeholder={t('review.notesExample')}
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
          <p className="text-xs text-ink-muted">{t('review.feeDue')}</p>
        )}
      </div>
    </div>
  );
}
