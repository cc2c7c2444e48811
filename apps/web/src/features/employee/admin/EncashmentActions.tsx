import type { TEncashmentRequest } from '@engagex/contracts';
import { Check, Landmark, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/fields';
import { type ToastWords, toast } from '@/ui/toast';
import { useApproveEncashment } from '../api/approve-encashment';
import { useMarkEncashmentPaid } from '../api/mark-encashment-paid';
import { useRejectEncashment } from '../api/reject-encashment';
import { t } from '../messages';
import { type Decision, EncashmentDecisionForm } from './EncashmentDecisionForm';

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
  const [open, setOpen] = useState<Decision | null>(null);
  const approve = useApproveEncashment();
  const reject = useRejectEncashment();
  const markPaid = useMarkEncashmentPaid();
  const busy = approve.isPending || reject.isPending || markPaid.isPending;
  const failure = approve.error ?? reject.error ?? markPaid.error;
  const actions = ENCASHMENT_ACTIONS[request.status];
  if (actions.length === 0) return null;

  const done = (title: ToastWords) => () => {
    toast({
      title,
      description: () => t('actions.toastText', { name: request.employeeName, credits: request.credits }),
      variant: 'success',
    });
    setOpen(null);
  };

  const confirm = (decision: Decision, text: string) => {
    if (decision === 'reject')
      reject.mutate(
        { requestId: request.id, reason: text },
        { onSuccess: done(() => t('actions.rejected')) },
      );
    if (decision === 'mark-paid')
      markPaid.mutate(
        { requestId: request.id, payoutReference: text },
        { onSuccess: done(() => t('actions.paid')) },
      );
  };

  // Another decision, or the same one opened again, starts with an empty field.
  const toggle = (which: Decision) => setOpen((current) => (current === which ? null : which));

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
            onClick={() => approve.mutate(request.id, { onSuccess: done(() => t('actions.approved')) })}
          >
            {t('actions.approve')}
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
            {t('actions.markPaid')}
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
            {t('actions.reject')}
          </Button>
        )}
      </div>
      {open && (
        <EncashmentDecisionForm
          key={open}
          decision={open}
          busy={busy}
          sending={reject.isPending || markPaid.isPending}
          onConfirm={(text) => confirm(open, text)}
          onBack={() => toggle(open)}
        />
      )}
    </div>
  );
}
