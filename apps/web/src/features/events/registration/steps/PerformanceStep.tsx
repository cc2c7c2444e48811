import type { TContestantPricing } from '@engagex/contracts';
import { UserRound, Users } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { messageAt } from '@/lib/form';
import { ChoiceCard } from '@/ui/ChoiceCard';
import { Field, InputField, Select, TextArea } from '@/ui/fields';
import { CATEGORIES, newMember, type RegistrationValues } from '../form';
import { t } from '../messages';
import { categoryLabel } from './labels';

export function PerformanceStep({ pricing }: { pricing: TContestantPricing }) {
  const { register, formState, setValue, getValues, control } = useFormContext<RegistrationValues>();
  const [isGroup, description] = useWatch({
    control,
    name: ['isGroupPerformance', 'performance.description'],
  });
  const field = (name: 'title' | 'category' | 'durationMinutes' | 'language' | 'description') => {
    const path = `performance.${name}` as const;
    return { ...register(path), error: messageAt(formState.errors, path) };
  };
  const setGroup = (group: boolean) => {
    setValue('isGroupPerformance', group);
    // A group starts with one more member to fill in.
    if (group && getValues('additionalContestants').length === 0) {
      setValue('additionalContestants', [newMember()]);
    }
  };
  const { error: categoryError, ...category } = field('category');
  const { error: descriptionError, ...about } = field('description');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label={t('performance.title')}
        maxLength={120}
        className="sm:col-span-2"
        placeholder={t('performance.titlePlaceholder')}
        {...field('title')}
      />
      <Field label={t('performance.category')} error={categoryError}>
        {(control) => (
          <Select {...control} {...category}>
            <option value="">{t('performance.chooseCategory')}</option>
            {CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {categoryLabel(name)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <InputField
        label={t('performance.duration')}
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        step={1}
        hint={t('performance.durationHint')}
        {...field('durationMinutes')}
      />
      <InputField
        label={t('performance.language')}
        optional
        maxLength={40}
        placeholder={t('performance.languagePlaceholder')}
        {...field('language')}
      />
      <Field
        label={t('performance.about')}
        className="sm:col-span-2"
        error={descriptionError}
        hint={t('performance.aboutHint', { count: description.trim().length })}
      >
        {(control) => (
          <TextArea
            {...control}
            {...about}
            rows={4}
            maxLength={1000}
            placeholder={t('performance.aboutPlaceholder')}
          />
        )}
      </Field>
      {pricing.maxGroupSize > 1 && (
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-ink">{t('performance.whoPerforms')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <ChoiceCard
              name="performer"
              checked={!isGroup}
              onSelect={() => setGroup(false)}
              icon={<UserRound className="size-5" />}
              title={t('solo')}
              detail={t('performance.soloFee', { fee: pricing.baseFeeCredits })}
            />
            <ChoiceCard
              name="performer"
              checked={isGroup}
              onSelect={() => setGroup(true)}
              icon={<Users className="size-5" />}
              title={t('performance.groupOfUpTo', { max: pricing.maxGroupSize })}
              detail={
                pricing.perAdditionalContestantCredits > 0
                  ? t('performance.perExtra', { per: pricing.perAdditionalContestantCredits })
                  : t('performance.noExtraFee')
              }
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}
