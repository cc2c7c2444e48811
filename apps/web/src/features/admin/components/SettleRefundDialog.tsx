/**
 * Recording a refund an admin made outside EngageX (decision 096): the transfer's reference and a note, checked by
 * the contract's own schema, then the refund is settled and audited. Changes when settling asks for more.
 */
import {
  type TGivenUpRefund,
  type TSettleRefundByHandRequest,
  ZSettleRefundByHandRequest,
} from '@engagex/contracts';
import { useMemo } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { formatMoney } from '@/lib/currency';
import { messageAt, requestResolver, showRefusal } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Field, FormAlert, InputField, TextArea } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useSettleRefund } from '../api/failures';
import { t } from '../messages';

type SettleValues = TSettleRefundByHandRequest;

/** The contract's check, each refusal in the reader's language (a field says in its own words what it takes). */
function settleResolver(): Resolver<SettleValues, unknown, SettleValues> {
  const check = requestResolver<SettleValues, SettleValues>(ZSettleRefundByHandRequest, (values) => values);
  const words = { reference: t('failures.settle.referenceShort'), note: t('failures.settle.noteShort') };
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const fields = Object.keys(result.errors) as (keyof SettleValues)[];
    if (fields.length === 0) return result;
    const errors = Object.fromEntries(
      fields.map((field) => [field, { type: 'schema', message: words[field] }]),
    );
    return { values: {}, errors: errors as FieldErrors<SettleValues> };
  };
}

export function SettleRefundDialog({ refund, onClose }: { refund: TGivenUpRefund; onClose: () => void }) {
  const amount = formatMoney(refund.amount, refund.currency);
  const settle = useSettleRefund({
    done: () => {
      toast({
        title: () => t('failures.settle.done'),
        description: () => t('failures.settle.doneText', { amount, name: refund.person.name }),
        variant: 'success',
      });
      onClose();
    },
  });
  const resolver = useMemo(settleResolver, []);
  const form = useForm<SettleValues, unknown, SettleValues>({
    defaultValues: { reference: '', note: '' },
    resolver,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    settle.mutate(
      { kind: refund.kind, id: refund.id, ...body },
      { onError: (error) => showRefusal(error, form.setError) },
    ),
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('failures.settle.title')}
      description={t('failures.settle.intro', { amount, name: refund.person.name })}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <InputField
          label={t('failures.settle.reference')}
          hint={t('failures.settle.referenceHint')}
          maxLength={100}
          autoComplete="off"
          error={messageAt(errors, 'reference')}
          {...form.register('reference')}
        />
        <Field label={t('failures.settle.note')} error={messageAt(errors, 'note')}>
          {(props) => <TextArea {...props} {...form.register('note')} rows={3} maxLength={500} />}
        </Field>
        {settle.isError && !Object.keys(errors).length && <FormAlert>{settle.error.message}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('failures.cancel')}
          </Button>
          <Button type="submit" loading={settle.isPending}>
            {t('failures.settle.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
