import type { TContestantPricing } from '@engagex/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { messageAt } from '@/lib/form';
import { Button } from '@/ui/Button';
import { FormDateField } from '@/ui/FormDateField';
import { InputField } from '@/ui/fields';
import { newMember, type RegistrationValues } from '../form';
import { t } from '../messages';
import { today } from './labels';

export function MembersStep({ pricing }: { pricing: TContestantPricing }) {
  const { register, formState, control } = useFormContext<RegistrationValues>();
  const members = useFieldArray({ control, name: 'additionalContestants' });
  const room = pricing.maxGroupSize - 1 - members.fields.length;
  const groupError = messageAt(formState.errors, 'additionalContestants');
  const field = (index: number, name: 'fullName' | 'role') => {
    const path = `additionalContestants.${index}.${name}` as const;
    return { ...register(path), error: messageAt(formState.errors, path) };
  };
  const count = members.fields.length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {t('members.intro', {
          count,
          max: pricing.maxGroupSize,
          per: Math.max(0, pricing.perAdditionalContestantCredits),
        })}
      </p>
      {groupError && (
        <p
          role="alert"
          tabIndex={-1}
          className="rounded-xl border border-danger/40 bg-danger-soft px-3.5 py-2.5 text-sm font-medium text-danger"
        >
          {groupError}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {members.fields.map((member, index) => (
          <li key={member.id} className="rounded-2xl border border-line p-4">
            <div className="mb-3 flex items-center justify-between gap-3">
              <p className="text-sm font-semibold text-ink">{t('members.member', { number: index + 2 })}</p>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                aria-label={t('members.removeLabel', { number: index + 2 })}
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => members.remove(index)}
              >
                {t('field.remove')}
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <InputField
                label={t('field.fullName')}
                maxLength={100}
                autoComplete="off"
                className="sm:col-span-3"
                {...field(index, 'fullName')}
              />
              <FormDateField
                control={control}
                name={`additionalContestants.${index}.dateOfBirth`}
                label={t('field.dateOfBirth')}
                max={today()}
                className="sm:col-span-2"
                error={messageAt(formState.errors, `additionalContestants.${index}.dateOfBirth`)}
              />
              <InputField
                label={t('field.role')}
                optional
                maxLength={60}
                placeholder={t('members.rolePlaceholder')}
                {...field(index, 'role')}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        disabled={room <= 0}
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() => members.append(newMember(), { shouldFocus: false })}
      >
        {room <= 0 ? t('members.full') : t('members.add')}
      </Button>
    </div>
  );
}
