import {
  CONTESTANT_REVIEW_TRANSITIONS,
  type TContestant,
  type TContestantStatus,
  type TContestantStatusRequest,
  type TRealm,
  ZContestantStatusRequest,
} from '@engagex/contracts';
import { Check, Eye, X } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { rich } from '@/i18n/rich';
import { messageAt, requestResolver, sayingOnly } from '@/lib/form';
import { Button, type ButtonVariant } from '@/ui/Button';
import { controlClasses, FieldError } from '@/ui/fields';
import { ReasonDialog, type ReasonRule } from '@/ui/ReasonDialog';
import { saidNow, toast } from '@/ui/toast';
import { useChangeContestantStatus } from '../api/change-contestant-status';
import { t } from '../messages';
import { CONTESTANT_STATUS_LABELS } from './badges';
import { rejectionMoneyText } from './entry-fee';

/** How each review move is offered; which moves exist comes from CONTESTANT_REVIEW_TRANSITIONS alone. */
/** Words are functions, read when drawn, so they follow the reader's language. */
const ACTIONS: Partial<
  Record<
    TContestantStatus,
    { label: () => string; done: () => string; variant: ButtonVariant; icon: ReactNode }
  >
> = {
  under_review: {
    label: () => t('action.startReview'),
    done: () => t('action.startedReview'),
    variant: 'secondary',
    icon: <Eye aria-hidden className="size-4" />,
  },
  approved: {
    label: () => t('action.approve'),
    done: () => t('action.approved'),
    variant: 'primary',
    icon: <Check aria-hidden className="size-4" />,
  },
  rejected: {
    label: () => t('action.reject'),
    done: () => t('action.rejected'),
    variant: 'danger',
    icon: <X aria-hidden className="size-4" />,
  },
};

const WHY_NO_ACTION: Record<TContestantStatus, () => string> = {
  pending_payment: () => t('why.pendingPayment'),
  registered: () => '',
  under_review: () => '',
  approved: () => t('why.approved'),
  rejected: () => t('why.rejected'),
  cancelled: () => t('why.cancelled'),
};

const NOTES_MAX = 1000;

/** The reason by the server's rule: a rejection says why (ZContestantStatusRequest, decision 054). */
const REJECTION_REASON: ReasonRule<TContestantStatusRequest> = {
  schema: ZContestantStatusRequest,
  request: (notes) => ({ status: 'rejected', notes }),
  reasonOf: ({ notes }) => notes ?? '',
  maxLength: NOTES_MAX,
};

type NotesValues = { notes: string };
type Notes = Pick<TContestantStatusRequest, 'notes'>;

/** The notes by the server's rule (ZContestantStatusRequest) for a move that takes them optionally, said as their limit. */
const notesCheck = requestResolver<NotesValues, Notes>(ZContestantStatusRequest, ({ notes }) => ({
  status: 'under_review',
  notes,
}));
/** The limit's sentence is written at each check, in the reader's language then. */
const notesResolver: Resolver<NotesValues, unknown, Notes> = (values, context, options) =>
  sayingOnly(notesCheck, 'notes', t('rule.notes', { max: NOTES_MAX }))(values, context, options);

/**
 * The review moves open from a registration's status, each a button, with optional notes sent along
 * (PATCH /contestants/:id/status). Rejecting is final and asks first, with the reason the entrant reads and what
 * happens to their fee (ui/ReasonDialog, decision 054). A refusal (someone else moved it first) is toasted and the list
 * refetched.
 */
export function ReviewActions({ realm, contestant }: { realm: TRealm; contestant: TContestant }) {
  const change = useChangeContestantStatus(realm);
  // Checked as typed; a move is not sent while the notes break the rule.
  const form = useForm<NotesValues, unknown, Notes>({
    defaultValues: { notes: '' },
    resolver: notesResolver,
    mode: 'onChange',
    shouldFocusError: false,
  });
  const [pending, setPending] = useState<TContestantStatus | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const notesId = useId();
  const next = CONTESTANT_REVIEW_TRANSITIONS[contestant.status];
  const name = contestant.personalDetails.fullName;
  const notesError = messageAt(form.formState.errors, 'notes');

  if (next.length === 0) {
    return <p className="text-sm text-ink-muted">{WHY_NO_ACTION[contestant.status]()}</p>;
  }

  const move = (status: TContestantStatus) =>
    status === 'rejected' ? setRejecting(true) : form.handleSubmit(({ notes }) => send(status, notes))();

  const send = (status: TContestantStatus, notes: string | undefined) => {
    setPending(status);
    change.mutate(
      { contestantId: contestant.id, status, notes: notes || undefined },
      {
        onSuccess: (saved) => {
          toast({
            title: () =>
              ACTIONS[status]?.done() ?? t('action.movedTo', { status: CONTESTANT_STATUS_LABELS[status] }),
            description: () => `${saved.personalDetails.fullName} · ${saved.event.title}`,
            variant: 'success',
          });
          form.reset();
          setRejecting(false);
        },
        onError: (error) => {
          // Inside the dialog when it is open; the reviewer may try again or cancel.
          if (status !== 'rejected')
            toast({
              title: () => t('action.failed', { name }),
              description: saidNow(error.message),
              variant: 'error',
            });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={notesId} className="text-sm font-medium text-ink">
          {rich(t('action.notes'), {
            optional: (text) => <span className="text-xs font-normal text-ink-muted">{text}</span>,
          })}
        </label>
        <textarea
          id={notesId}
          rows={1}
          {...form.register('notes')}
          maxLength={NOTES_MAX}
          aria-invalid={notesError ? true : undefined}
          placeholder={t('action.notesPlaceholder')}
          className={`${controlClasses} min-h-11 py-2.5 leading-relaxed`}
        />
        {notesError && <FieldError>{notesError}</FieldError>}
      </div>
      <fieldset className="flex shrink-0 flex-wrap gap-2">
        <legend className="sr-only">{t('action.legend', { name })}</legend>
        {next.map((status) => {
          const action = ACTIONS[status];
          return (
            <Button
              key={status}
              ref={status === 'rejected' ? rejectButton : undefined}
              variant={action?.variant ?? 'secondary'}
              icon={pending === status ? undefined : action?.icon}
              loading={pending === status}
              disabled={pending !== null && pending !== status}
              onClick={() => move(status)}
            >
              {action?.label() ?? t('action.moveTo', { status: CONTESTANT_STATUS_LABELS[status] })}
            </Button>
          );
        })}
      </fieldset>
      <ReasonDialog
        open={rejecting}
        onOpenChange={(open) => {
          setRejecting(open);
          if (!open) {
            change.reset();
            setTimeout(() => rejectButton.current?.focus());
          }
        }}
        title={t('action.rejectTitle', { name })}
        description={t('action.rejectText')}
        label={t('action.rejectLabel')}
        before={
          <p className="rounded-xl bg-surface-muted p-3 text-sm text-ink">{rejectionMoneyText(contestant)}</p>
        }
        initial={form.getValues('notes')}
        rule={REJECTION_REASON}
        hint={t('action.rejectHint')}
        confirm={t('action.rejectConfirm')}
        variant="danger"
        sending={pending === 'rejected'}
        error={pending === null && rejecting ? change.error : null}
        onConfirm={(reason) => send('rejected', reason)}
      />
    </div>
  );
}
