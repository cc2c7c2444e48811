import { type TEncashmentRequest, ZMarkPaidRequest, ZRejectEncashmentRequest } from '@engagex/contracts';
import { Check, Landmark, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/Button';
import { FormAlert, InputField } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useApproveEncashment } from '../api/approve-encashment';
import { useMarkEncashmentPaid } from '../api/mark-encashment-paid';
import { useRejectEncashment } from '../api/reject-encashment';
import { formatCredits } from '../format';

type Action = 'approve' | 'reject' | 'mark-paid';

/** What an admin can do with a request in each status: pending → approve | reject; approved → mark paid | reject. */
export const ENCASHMENT_ACTIONS: Record<TEncashmentRequest['status'], readonly Action[]> = {
  pending: ['approve', 'reject'],
  approved: ['mark-paid', 'reject'],
  paid: [],
  rejected: [],
  cancelled: [],
};

/** The buttons for one request; reject asks for a reason and mark paid for the payout's reference first. */
export function EncashmentActions({ request }: { request: TEncashmentRequest }) {
  const [open, setOpen] = useState<'reject' | 'mark-paid' | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const approve = useApproveEncashment();
  const reject = useRejectEncashment();
  const markPaid = useMarkEncashmentPaid();
  const busy = approve.isPending || reject.isPending || markPaid.isPending;
  const failure = approve.error ?? reject.error ?? markPaid.error;
  const actions = ENCASHMENT_ACTIONS[request.status];
  if (actions.length === 0) return null;

  const done = (title: string) => () => {
    toast({
      title,
      description: `${request.employeeName}: ${formatCredits(request.credits)}`,
      variant: 'success',
    });
    setOpen(null);
    setText('');
    setTried(false);
  };

  const check =
    open === 'reject'
      ? ZRejectEncashmentRequest.safeParse({ reason: text })
      : ZMarkPaidRequest.safeParse({ payoutReference: text });
  const textError =
    open && tried && !check.success
      ? open === 'reject'
        ? 'Give a reason of at least 3 characters; the employee sees it'
        : 'Enter the payout’s reference (3 to 100 characters)'
      : undefined;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!check.success) return;
    if (open === 'reject')
      reject.mutate({ requestId: request.id, reason: text.trim() }, { onSuccess: done('Request rejected') });
    if (open === 'mark-paid')
      markPaid.mutate(
        { requestId: request.id, payoutReference: text.trim() },
        { onSuccess: done('Marked as paid') },
      );
  };

  const toggle = (which: 'reject' | 'mark-paid') => {
    setOpen((current) => (current === which ? null : which));
    setText('');
    setTried(false);
  };

  return (
    <div className="flex flex-col gap-3">
      {failure && <FormAlert>{failure.message}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {actions.includes('approve') && (
          <Button
            size="sm"
            icon={<Check aria-hidden className="size-4" />}
            loading={approve.isPending}
            disabled={busy}
            onClick={() => approve.mutate(request.id, { onSuccess: done('Request approved') })}
          >
            Approve
          </Button>
        )}
        {actions.includes('mark-paid') && (
          <Button
            size="sm"
            icon={<Landmark aria-hidden className="size-4" />}
            aria-expanded={open === 'mark-paid'}
            disabled={busy}
            onClick={() => toggle('mark-paid')}
          >
            Mark paid
          </Button>
        )}
        {actions.includes('reject') && (
          <Button
            size="sm"
            variant="danger"
            icon={<X aria-hidden className="size-4" />}
            aria-expanded={open === 'reject'}
            disabled={busy}
            onClick={() => toggle('reject')}
          >
            Reject
          </Button>
        )}
      </div>
      {open && (
        <form
          noValidate
          onSubmit={confirm}
          aria-label={open === 'reject' ? 'Reject request' : 'Mark request paid'}
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted/60 p-3 sm:flex-row sm:items-end"
        >
          <InputField
            label={open === 'reject' ? 'Reason for rejecting' : 'Payout reference'}
            error={textError}
            className="flex-1"
            // The field the admin just asked for.
            autoFocus
            value={text}
            placeholder={
              open === 'reject' ? 'e.g. Payout details do not match HR records' : 'e.g. UTR 412345678901'
            }
            onValueChange={setText}
          />
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => toggle(open)} disabled={busy}>
              Back
            </Button>
            <Button
              type="submit"
              variant={open === 'reject' ? 'danger' : 'primary'}
              loading={reject.isPending || markPaid.isPending}
            >
              {open === 'reject' ? 'Reject request' : 'Confirm payout'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
