import type { TBooking, TRealm, TRefundTo } from '@engagex/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageAt } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { Field, TextArea } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useCancelBooking } from '../api/cancel-booking';
import { useBookingPayment } from '../api/get-booking-payment';
import { useTransferOptions } from '../api/get-transfer-options';
import { useTransferBooking } from '../api/transfer-booking';
import { formatCredits, formatDay, formatInr, formatTimeRange } from '../format';
import { paidText, refundText } from '../money';
import { type ReasonValues, reasonResolver } from '../registration/form';
import { ErrorNotice } from './feedback';
import { RefundChoice } from './RefundChoice';
import { SlotPicker } from './SlotPicker';
import { TicketView } from './TicketView';

export type BookingDialogKind = 'ticket' | 'transfer' | 'payment' | 'cancel';

/** The dialogs of My bookings, in one chunk that loads when the first one opens. */
export default function BookingDialogs({
  kind,
  booking,
  realm,
  open,
  onOpenChange,
}: {
  kind: BookingDialogKind;
  booking: TBooking;
  realm: TRealm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  if (kind === 'ticket') {
    return (
      <Modal open={open} onOpenChange={onOpenChange} title="Your ticket" description={booking.event.title}>
        <TicketView booking={booking} realm={realm} printAlone />
      </Modal>
    );
  }
  if (kind === 'payment') {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Payment details"
        description={booking.event.title}
      >
        <PaymentDetails booking={booking} realm={realm} />
      </Modal>
    );
  }
  if (kind === 'transfer') {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Transfer booking"
        description="Move your seats to another show of this event. The price stays the same."
      >
        <TransferForm key={booking.id} booking={booking} realm={realm} onDone={close} />
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this booking?"
      description={booking.event.title}
    >
      <CancelForm key={booking.id} booking={booking} realm={realm} onDone={close} />
    </Modal>
  );
}

function CancelForm({ booking, realm, onDone }: { booking: TBooking; realm: TRealm; onDone: () => void }) {
  const cancel = useCancelBooking(realm);
  // The server's rule for a reason (ZCancelRequest), in the form's plain words, once a submit was tried.
  const form = useForm<ReasonValues, unknown, { reason: string }>({
    defaultValues: { reason: '' },
    resolver: reasonResolver,
    shouldFocusError: false,
  });
  const error = messageAt(form.formState.errors, 'reason');
  // A gateway payment goes back to where it came from unless the user asks for credits (decision 038).
  const [refundTo, setRefundTo] = useState<TRefundTo>('original');
  const refund = booking.paymentMethod !== 'free' && booking.totalCredits > 0;
  const choice = refund && booking.paymentMethod === 'gateway' && booking.paidMoney;

  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { bookingId: booking.id, reason: reason.trim(), ...(choice ? { refundTo } : {}) },
      {
        onSuccess: (cancelled) => {
          toast({ title: 'Booking cancelled', description: refundText(cancelled), variant: 'success' });
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {choice ? (
        <RefundChoice
          money={paidText(booking)}
          credits={booking.totalCredits}
          value={refundTo}
          onChange={setRefundTo}
        />
      ) : (
        <p
          data-palette={refund ? 'green' : 'gray'}
          className="rounded-xl border border-tone-line bg-tone-soft px-3.5 py-2.5 text-sm text-tone-fg"
        >
          {refund
            ? `${formatCredits(booking.totalCredits)} will be refunded to your wallet.`
            : 'This booking was free; nothing is refunded.'}{' '}
          The seats go back on sale.
        </p>
      )}
      <Field label="Reason" error={error} hint="Tell the organiser why (3 to 500 characters).">
        {(control) => (
          <TextArea
            {...control}
            {...form.register('reason')}
            maxLength={500}
            rows={3}
            placeholder="For example: I can no longer attend"
          />
        )}
      </Field>
      {cancel.isError && <ErrorNotice title="Could not cancel" error={cancel.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Keep booking
        </Button>
        <Button type="submit" variant="danger" loading={cancel.isPending}>
          Cancel booking
        </Button>
      </div>
    </form>
  );
}

function TransferForm({ booking, realm, onDone }: { booking: TBooking; realm: TRealm; onDone: () => void }) {
  const options = useTransferOptions(realm, booking.id);
  const transfer = useTransferBooking(realm);
  const [target, setTarget] = useState<string | null>(null);

  if (options.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span role="status" className="sr-only">
          Loading other shows…
        </span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (options.isError) {
    return (
      <ErrorNotice
        title="Could not load other shows"
        error={options.error}
        onRetry={() => void options.refetch()}
      />
    );
  }
  if (options.data.options.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
          No other show of this event has {booking.seats} free {booking.seats === 1 ? 'seat' : 'seats'} right
          now.
        </p>
        <Button variant="secondary" onClick={onDone} className="self-end">
          Close
        </Button>
      </div>
    );
  }
  const chosen = target ?? options.data.options[0]?.id ?? null;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        transfer.mutate(
          { bookingId: booking.id, targetSlotId: chosen },
          {
            onSuccess: (moved) => {
              toast({
                title: 'Booking moved',
                description: `Now on ${formatDay(moved.slot.startsAt, moved.event.timeZone)}, ${formatTimeRange(moved.slot.startsAt, moved.slot.endsAt, moved.event.timeZone)}.`,
                variant: 'success',
              });
              onDone();
            },
          },
        );
      }}
    >
      <p className="text-sm text-ink-muted">
        Now:{' '}
        <span className="font-medium text-ink">
          {formatDay(booking.slot.startsAt, booking.event.timeZone)},{' '}
          {formatTimeRange(booking.slot.startsAt, booking.slot.endsAt, booking.event.timeZone)}
        </span>
      </p>
      <SlotPicker
        slots={options.data.options}
        value={chosen}
        timeZone={booking.event.timeZone}
        onChange={setTarget}
        disabled={transfer.isPending}
      />
      {transfer.isError && <ErrorNotice title="Could not transfer" error={transfer.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Keep current show
        </Button>
        <Button type="submit" loading={transfer.isPending} disabled={!chosen}>
          Move booking
        </Button>
      </div>
    </form>
  );
}

const METHOD_LABEL = { credits: 'Credits', gateway: 'Online payment', free: 'Free' } as const;
const STATUS_LABEL = {
  PENDING: 'Pending',
  COMPLETED: 'Paid',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
} as const;

function PaymentDetails({ booking, realm }: { booking: TBooking; realm: TRealm }) {
  const payment = useBookingPayment(realm, booking.id);
  if (payment.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span role="status" className="sr-only">
          Loading payment…
        </span>
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (payment.isError) {
    return (
      <ErrorNotice
        title="Could not load the payment"
        error={payment.error}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const p = payment.data;
  const rows: [string, string][] = [
    ['Status', STATUS_LABEL[p.status]],
    ['Method', p.method ? METHOD_LABEL[p.method] : '—'],
    [
      'Amount',
      p.amountCredits === 0 ? 'Free' : `${formatCredits(p.amountCredits)} (${formatInr(p.amountInr)})`,
    ],
    ['Paid', booking.paidMoney ? paidText(booking) : formatCredits(p.paidCredits)],
    ...(p.transactionId ? ([['Transaction', p.transactionId]] as [string, string][]) : []),
    ...(p.purchaseId ? ([['Purchase', p.purchaseId]] as [string, string][]) : []),
  ];
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex items-start justify-between gap-4 px-4 py-3">
          <dt className="shrink-0 text-ink-muted">{term}</dt>
          <dd className="min-w-0 text-right font-medium break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
