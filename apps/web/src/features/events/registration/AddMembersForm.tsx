import {
  contestEntryFee,
  type TAdditionalContestant,
  type TContestant,
  type TContestantPricing,
  type TRealm,
} from '@engagex/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { messageAt, showRefusal } from '@/lib/form';
import { Button } from '@/ui/Button';
import { FormDateField } from '@/ui/FormDateField';
import { InputField } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useAddContestants } from '../api/add-contestants';
import { ErrorNotice } from '../components/feedback';
import { type AddMembersValues, addMembersResolver, newMember } from './form';
import { t } from './messages';

/** More members for a group entry, checked by the same rules as the wizard's members step. */
export function AddMembersForm({
  contestant,
  realm,
  pricing,
  onDone,
}: {
  contestant: TContestant;
  realm: TRealm;
  pricing: TContestantPricing;
  onDone: () => void;
}) {
  const add = useAddContestants(realm);
  const already = contestant.additionalContestants.length;
  // Everyone after the registrant counts against the group's size, the members already listed included.
  const room = pricing.maxGroupSize - 1 - already;
  const resolver = useMemo(() => addMembersResolver(room), [room]);
  // Fields are named as this endpoint's body names them (`contestants.0.fullName`), so refusals land on them.
  const form = useForm<AddMembersValues, unknown, { contestants: TAdditionalContestant[] }>({
    defaultValues: { contestants: [newMember()] },
    resolver,
    shouldFocusError: false,
  });
  const members = useFieldArray({ control: form.control, name: 'contestants' });
  const { errors } = form.formState;
  const groupError = messageAt(errors, 'contestants');
  const newFee = contestEntryFee(pricing, already + members.fields.length);

  const field = (index: number, name: 'fullName' | 'dateOfBirth' | 'role') => {
    const path = `contestants.${index}.${name}` as const;
    return { ...form.register(path), error: messageAt(errors, path) };
  };

  const submit = form.handleSubmit(({ contestants }) =>
    add.mutate(
      { contestantId: contestant.id, contestants },
      {
        onSuccess: (updated) => {
          toast({
            title: () => t('addMembers.toastTitle'),
            description: () => t('addMembers.toastText', { fee: updated.feeCredits }),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => void showRefusal(error, form.setError),
      },
    ),
  );

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <p className="text-sm text-ink-muted">
        {t('addMembers.room', { room: Math.max(0, room), fee: newFee })}
      </p>
      {groupError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {groupError}
        </p>
      )}
      {members.fields.map((member, index) => (
        <fieldset key={member.id} className="rounded-2xl border border-line p-4">
          <legend className="px-1 text-sm font-semibold text-ink">
            {t('addMembers.newMember', { number: index + 1 })}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              label={t('field.fullName')}
              maxLength={100}
              className="sm:col-span-2"
              {...field(index, 'fullName')}
            />
            <FormDateField
              control={form.control}
              name={`contestants.${index}.dateOfBirth`}
              label={t('field.dateOfBirth')}
              error={messageAt(form.formState.errors, `contestants.${index}.dateOfBirth`)}
            />
            <InputField label={t('field.role')} optional maxLength={60} {...field(index, 'role')} />
          </div>
          {members.fields.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 text-danger"
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => members.remove(index)}
            >
              {t('field.remove')}
            </Button>
          )}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        className="self-start"
        disabled={members.fields.length >= room}
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() => members.append(newMember(), { shouldFocus: false })}
      >
        {t('addMembers.another')}
      </Button>
      {add.isError && <ErrorNotice title={t('addMembers.failed')} error={add.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('addMembers.cancel')}
        </Button>
        <Button type="submit" loading={add.isPending} disabled={room <= 0}>
          {t('addMembers.submit')}
        </Button>
      </div>
    </form>
  );
}
