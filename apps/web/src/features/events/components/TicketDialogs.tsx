import type { TBooking, TRealm, TRefundTo, TTicket } from '@engagex/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { eventTitle } from '@/lib/content-text';
import { messageAt } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Field, TextArea } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useCancelTickets } from '../api/cancel-tickets';
import { formatCredits } from '../format';
import { t } from '../later/messages';
import { type ReasonValues, reasonResolver } from '../registration/form';
import { cancelledTicketText, ticketHolder, ticketShareText, ticketsOf, ticketTypeName } from '../tickets';
import { AttendeesForm } from './AttendeesForm';
import { ErrorNotice } from './feedback';
import { RefundChoice } from './RefundChoice';

/*
 * The dialogs a booking's tickets open (decision 078): cancelling one ticket, and naming the attendees with their
 * answers to the event's questions. In a chunk of their own that loads with the first one opened. Changes when a
 * ticket gains an action.
 */

export type TicketDialog = { kind: 'cancel'; ticket: TTicket } | { kind: 'attendees' };

export default function TicketDialogs({
  dialog,
  booking,
  realm,
  open,
  onOpenChange,
}: {
  dialog: TicketDialog;
  booking: TBooking;
  realm: TRealm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  if (dialog.kind === 'cancel') {
    const index = ticketsOf(booking).findIndex((ticket) => ticket.id === dialog.ticket.id);
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t('tickets.cancel.title')}
        description={t('tickets.cancel.description', {
          holder: ticketHolder(dialog.ticket, index),
          type: ticketTypeName(booking, dialog.ticket),
        })}
      >
        <CancelTicketForm
          key={dialog.ticket.id}
          booking={booking}
          ticket={dialog.ticket}
          realm={realm}
          onDone={close}
        />
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('tickets.attendees.title')}
      description={eventTitle(booking.event)}
    >
      <AttendeesForm key={booking.id} booking={booking} realm={realm} onDone={close} />
    </Modal>
  );
}

/**
 * One ticket's cancel: what comes back and where (a card payment's share to the card, selected first, or to the
 * wallet; a credit payment to the wallet), a reason, and the rest of the booking left as it is.
 */
function CancelTicketForm({
  booking,
  ticket,
  realm,
  onDone,
}: {
  booking: TBooking;
  ticket: TTicket;
  realm: TRealm;
  onDone: () => void;
}) {
  const cancel = useCancelTickets(realm);
  const form = useForm<ReasonValues, unknown, { reason: string }>({
    defaultValues: { reason: '' },
    resolver: reasonResolver,
    shouldFocusError: false,
  });
  const error = messageAt(form.formState.errors, 'reason');
  const [refundTo, setRefundTo] = useState<TRefundTo>('original');
  const refund = booking.paymentMethod !== 'free' && ticket.priceCredits > 0;
  const choice = refund && booking.paymentMethod === 'gateway' && booking.paidMoney;

  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      {
        bookingId: booking.id,
        reason: reason.trim(),
        ticketIds: [ticket.id],
        ...(choice ? { refundTo } : {}),
      },
      {
        onSuccess: (changed) => {
          const after = ticketsOf(changed).find((each) => each.id === ticket.id) ?? ticket;
          toast({
            title: () => t('tickets.cancel.done'),
            description: () => cancelledTicketText(changed, after),
            variant: 'success',
          });
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {choice ? (
        <RefundChoice
          money={ticketShareText(booking, ticket)}
          credits={ticket.priceCredits}
          value={refundTo}
          onChange={setRefundTo}
        />
      ) : (
        <p
          data-palette={refund ? 'green' : 'gray'}
          className="rounded-xl border border-tone-line bg-tone-soft px-3.5 py-2.5 text-sm text-tone-fg"
        >
          {refund
            ? t('cancel.refundToWallet', { credits: formatCredits(ticket.priceCredits) })
            : t('tickets.cancel.free')}
        </p>
      )}
      <p className="text-sm text-ink-muted">{t('tickets.cancel.rest')}</p>
      <Field label={t('cancel.reason')} error={error} hint={t('cancel.reason.hint')}>
        {(control) => (
          <TextArea
            {...control}
            {...form.register('reason')}
            maxLength={500}
            rows={3}
            placeholder={t('cancel.reason.placeholder')}
          />
        )}
      </Field>
      {cancel.isError && <ErrorNotice title={t('cancel.failed')} error={cancel.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('tickets.cancel.keep')}
        </Button>
        <Button type="submit" variant="danger" loading={cancel.isPending}>
          {t('tickets.cancel')}
        </Button>
      </div>
    </form>
  );
}
