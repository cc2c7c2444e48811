import type { TBooking, TRealm, TRefundTo } from '@engagex/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { rich } from '@/i18n/rich';
import { eventTitle } from '@/lib/content-text';
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
import { t } from '../later/messages';
import { paidText, refundText } from '../money';
import { type ReasonValues, reasonResolver } from '../registration/form';
import { useSendToWaitingRoom } from '../waiting-room/refusal';
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
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t('ticket.title')}
        description={eventTitle(booking.event)}
      >
        <TicketView booking={booking} realm={realm} printAlone />
      </Modal>
    );
  }
  if (kind === 'payment') {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t('payment.title')}
        description={eventTitle(booking.event)}
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
        title={t('transfer.title')}
        description={t('transfer.description')}
      >
        <TransferForm key={booking.id} booking={booking} realm={realm} onDone={close} />
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('cancel.title')}
      description={eventTitle(booking.event)}
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
          const description = () => refundText(cancelled);
          toast({ title: () => t('booking.cancelled'), description, variant: 'success' });
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
            ? t('cancel.refundToWallet', { credits: formatCredits(booking.totalCredits) })
            : t('cancel.free')}{' '}
          {t('cancel.backOnSale')}
        </p>
      )}
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
          {t('cancel.keep')}
        </Button>
        <Button type="submit" variant="danger" loading={cancel.isPending}>
          {t('card.cancel')}
        </Button>
      </div>
    </form>
  );
}

function TransferForm({ booking, realm, onDone }: { booking: TBooking; realm: TRealm; onDone: () => void }) {
  const options = useTransferOptions(realm, booking.id);
  const transfer = useTransferBooking(realm);
  // Moving into a show of an event behind a waiting room takes its seats too (decision 080).
  const sendToRoom = useSendToWaitingRoom(realm);
  const [target, setTarget] = useState<string | null>(null);

  if (options.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span role="status" className="sr-only">
          {t('transfer.loading')}
        </span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (options.isError) {
    return (
      <ErrorNotice
        title={t('transfer.loadFailed')}
        error={options.error}
        onRetry={() => void options.refetch()}
      />
    );
  }
  if (options.data.options.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
          {t('transfer.none', { count: booking.seats })}
        </p>
        <Button variant="secondary" onClick={onDone} className="self-end">
          {t('transfer.close')}
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
                title: () => t('transfer.done'),
                description: () =>
                  t('transfer.done.text', {
                    day: formatDay(moved.slot.startsAt, moved.event.timeZone),
                    time: formatTimeRange(moved.slot.startsAt, moved.slot.endsAt, moved.event.timeZone),
                  }),
                variant: 'success',
              });
              onDone();
            },
            onError: (error) => {
              if (sendToRoom(error, booking.eventId)) onDone();
            },
          },
        );
      }}
    >
      <p className="text-sm text-ink-muted">
        {rich(
          t('transfer.now', {
            day: formatDay(booking.slot.startsAt, booking.event.timeZone),
            time: formatTimeRange(booking.slot.startsAt, booking.slot.endsAt, booking.event.timeZone),
          }),
          { strong: (text) => <span className="font-medium text-ink">{text}</span> },
        )}
      </p>
      <SlotPicker
        slots={options.data.options}
        value={chosen}
        timeZone={booking.event.timeZone}
        onChange={setTarget}
        disabled={transfer.isPending}
      />
      {transfer.isError && <ErrorNotice title={t('transfer.failed')} error={transfer.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('transfer.keep')}
        </Button>
        <Button type="submit" loading={transfer.isPending} disabled={!chosen}>
          {t('transfer.move')}
        </Button>
      </div>
    </form>
  );
}

function PaymentDetails({ booking, realm }: { booking: TBooking; realm: TRealm }) {
  const payment = useBookingPayment(realm, booking.id);
  if (payment.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span role="status" className="sr-only">
          {t('payment.loading')}
        </span>
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (payment.isError) {
    return (
      <ErrorNotice title={t('payment.failed')} error={payment.error} onRetry={() => void payment.refetch()} />
    );
  }
  const p = payment.data;
  const rows: [string, string][] = [
    [t('payment.status'), t('payment.status.value', { status: p.status })],
    [t('payment.method'), p.method ? t('payment.method.value', { method: p.method }) : '—'],
    [
      t('payment.amount'),
      p.amountCredits === 0
        ? t('price.free')
        : t('payment.amount.value', { credits: formatCredits(p.amountCredits), inr: formatInr(p.amountInr) }),
    ],
    [t('payment.paid'), booking.paidMoney ? paidText(booking) : formatCredits(p.paidCredits)],
    ...(p.transactionId ? ([[t('payment.transaction'), p.transactionId]] as [string, string][]) : []),
    ...(p.purchaseId ? ([[t('payment.purchase'), p.purchaseId]] as [string, string][]) : []),
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
